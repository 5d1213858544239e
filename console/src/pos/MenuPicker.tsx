import { Box, Card, CardActionArea, CardContent, Chip, Tab, Tabs, Typography } from '@mui/material';
import { MENU_CURRENCY } from '@lakeside/contracts';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';
import { useMenuName } from './useMenuName';
import type { MenuCategoryReply, MenuItemReply } from '@lakeside/contracts';

/** The first four categories as tabs (docs/requirements/restaurant.md#point-of-sale). */
const TAB_COUNT = 4;

interface MenuPickerProps {
  categories: MenuCategoryReply[];
  onPick: (item: MenuItemReply) => void;
}

/** Category tabs and the available dishes of the chosen one, as large cards for fingers. */
export function MenuPicker({ categories, onPick }: MenuPickerProps) {
  const translate = useTranslate();
  const nameOf = useMenuName();
  const tabs = [...categories].sort((a, b) => a.displayOrder - b.displayOrder).slice(0, TAB_COUNT);
  const [chosen, setChosen] = useState(0);
  const category = tabs[Math.min(chosen, tabs.length - 1)];
  const items = category?.items.filter((item) => item.isAvailable) ?? [];

  return (
    <Box>
      <Tabs
        value={Math.min(chosen, Math.max(tabs.length - 1, 0))}
        onChange={(_, index: number) => setChosen(index)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('pos.menu.categories')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.id} label={nameOf(tab)} />
        ))}
      </Tabs>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 3 }}>
          {translate('pos.menu.noDishes')}
        </Typography>
      ) : (
        <Box
          role="list"
          aria-label={translate('pos.menu.dishes')}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
        >
          {items.map((item) => (
            <Card key={item.id} role="listitem" variant="outlined">
              <CardActionArea
                onClick={() => onPick(item)}
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'flex-start',
                }}
                aria-label={translate('pos.menu.add', { name: nameOf(item) })}
              >
                <CardContent sx={{ minHeight: 96 }}>
                  <Typography sx={{ fontWeight: 600, lineHeight: 1.25 }}>{nameOf(item)}</Typography>
                  <Typography color="primary" sx={{ mt: 0.5, fontWeight: 600 }}>
                    {formatMoney(item.price, MENU_CURRENCY)}
                  </Typography>
                  {item.modifiers.length > 0 && (
                    <Chip label={translate('pos.menu.options')} size="small" variant="outlined" sx={{ mt: 0.5 }} />
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
