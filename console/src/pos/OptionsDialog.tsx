import { MENU_CURRENCY } from '@lakeside/contracts';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';
import { defaultOptions, unitPriceOf } from './cart';
import { useMenuName } from './useMenuName';
import type { MenuItemReply, MenuOptionReply } from '@lakeside/contracts';

interface OptionsDialogProps {
  item: MenuItemReply;
  onAdd: (options: MenuOptionReply[]) => void;
  onClose: () => void;
}

const optionLabel = (option: MenuOptionReply) =>
  Number(option.priceAdjustment)
    ? `${option.name} (+${formatMoney(option.priceAdjustment, MENU_CURRENCY)})`
    : option.name;

/** Choosing a dish's options; mount it with a key per dish so it starts from the defaults. */
export function OptionsDialog({ item, onAdd, onClose }: OptionsDialogProps) {
  const translate = useTranslate();
  const nameOf = useMenuName();
  const [chosen, setChosen] = useState<MenuOptionReply[]>(() => defaultOptions(item));
  const ids = new Set(chosen.map((option) => option.id));
  const missing = item.modifiers.some(
    (modifier) => modifier.isRequired && !modifier.options.some((option) => ids.has(option.id)),
  );

  function pickSingle(modifierOptions: MenuOptionReply[], option: MenuOptionReply) {
    setChosen((current) => [...current.filter((other) => !modifierOptions.includes(other)), option]);
  }
  function toggle(option: MenuOptionReply) {
    setChosen((current) =>
      ids.has(option.id) ? current.filter((other) => other.id !== option.id) : [...current, option],
    );
  }

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{nameOf(item)}</DialogTitle>
      <DialogContent dividers>
        {item.modifiers.map((modifier) => (
          <FormControl
            key={modifier.id}
            component="fieldset"
            sx={{ display: 'block', mb: 2 }}
            required={modifier.isRequired}
          >
            <FormLabel component="legend">{modifier.name}</FormLabel>
            {modifier.type === 'single' ? (
              <RadioGroup value={chosen.find((option) => modifier.options.includes(option))?.id ?? ''}>
                {modifier.options.map((option) => (
                  <FormControlLabel
                    key={option.id}
                    value={option.id}
                    control={<Radio onChange={() => pickSingle(modifier.options, option)} />}
                    label={optionLabel(option)}
                  />
                ))}
              </RadioGroup>
            ) : (
              modifier.options.map((option) => (
                <FormControlLabel
                  key={option.id}
                  sx={{ display: 'flex' }}
                  control={<Checkbox checked={ids.has(option.id)} onChange={() => toggle(option)} />}
                  label={optionLabel(option)}
                />
              ))
            )}
          </FormControl>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('pos.options.cancel')}</Button>
        <Button variant="contained" disabled={missing} onClick={() => onAdd(chosen)}>
          {translate('pos.options.add', { price: formatMoney(unitPriceOf(item, chosen), MENU_CURRENCY) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
