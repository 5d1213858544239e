import { defineMessages } from '../i18n/messageTree';

/** The sidebar, its sections and the notices every screen may show. */
export const layoutMessages = defineMessages(
  'layout',
  {
    menu: {
      dashboard: 'Dashboard',
      pointOfSale: 'Point of sale',
      till: 'Till',
      dailySummary: 'Daily summary',
      exchangeRate: 'Exchange rate',
      kitchen: 'Kitchen display',
      roomsToday: 'Rooms today',
      channels: 'Channels',
      roomPhotos: 'Room photos',
      reviews: 'Reviews',
      lowStock: 'Low stock',
      menusNotLoaded: 'The menus could not be loaded. Reload the page to try again.',
    },
    sections: {
      stay: 'Stay',
      events: 'Events',
      community: 'Community',
      restaurant: 'Restaurant',
      inventory: 'Inventory',
      staff: 'Staff',
      finance: 'Finance',
      loyaltyAndAnalytics: 'Loyalty & analytics',
      administration: 'Administration',
    },
    offline:
      'No connection. This screen needs the internet: changes, card payments and refunds can be made once it is back. The till and the kitchen display keep working offline.',
  },
  {
    menu: {
      dashboard: 'Panel',
      pointOfSale: 'Punto de venta',
      till: 'Caja',
      dailySummary: 'Resumen del día',
      exchangeRate: 'Tipo de cambio',
      kitchen: 'Pantalla de cocina',
      roomsToday: 'Habitaciones hoy',
      channels: 'Canales',
      roomPhotos: 'Fotos de habitaciones',
      reviews: 'Reseñas',
      lowStock: 'Existencias bajas',
      menusNotLoaded: 'No se pudieron cargar los menús. Recargue la página para intentarlo de nuevo.',
    },
    sections: {
      stay: 'Hospedaje',
      events: 'Eventos',
      community: 'Comunidad',
      restaurant: 'Restaurante',
      inventory: 'Inventario',
      staff: 'Personal',
      finance: 'Finanzas',
      loyaltyAndAnalytics: 'Lealtad y análisis',
      administration: 'Administración',
    },
    offline:
      'Sin conexión. Esta pantalla necesita internet: los cambios, los pagos con tarjeta y los reembolsos se pueden hacer cuando vuelva. La caja y la pantalla de cocina siguen funcionando sin conexión.',
  },
);
