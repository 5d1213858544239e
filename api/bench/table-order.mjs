// A restaurant order for the bench's requests, as the POS and the menu page build one.
const cents = (money) => Math.round(Number(money) * 100);
const money = (count) => (count / 100).toFixed(2);

/** A table's order of `picked` ([menu item, quantity]), priced from the menu exactly as the menu page prices it. */
export function tableOrder(picked) {
  const lines = picked.map(([item, quantity]) => ({
    menuItemId: item.id,
    quantity,
    unitPrice: item.price,
    totalPrice: money(cents(item.price) * quantity),
    specialRequests: null,
  }));
  const total = money(lines.reduce((sum, line) => sum + cents(line.totalPrice), 0));
  return {
    orderType: 'dine_in',
    customerName: 'Bench Guest',
    tableNumber: '4',
    subtotal: total,
    totalAmount: total,
    items: lines,
    source: 'guest',
  };
}
