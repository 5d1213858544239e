import { LANGUAGES, MESSAGES, type RoomReply } from '@lakeside/contracts';
import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  DateInput,
  FormDataConsumer,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { formatMoney } from '../format/money';
import { RecheckContact } from './RecheckContact';
import { StayQuote } from './StayQuote';

/** Each language in its own words, as a guest would look for it. */
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', es: 'Español' };

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * The desk booking's fields. The form validates with the contracts' schema; `required`
 * here only marks the labels. Phone-friendly keyboards for e-mail, phone and numbers. A walk-in
 * needs an e-mail or a phone, not both, so neither is marked required: the line above them says
 * so, and the schema's message lands on both when neither is given.
 */
export function DeskBookingInputs({ rooms }: { rooms: readonly RoomReply[] }) {
  const translate = useTranslate();
  const roomChoices = rooms.map((room) => ({
    id: room.id,
    name: translate('roomDesk.form.roomChoice', {
      name: room.name,
      guests: room.maxGuests,
      price: formatMoney(room.pricePerNight, 'USD'),
    }),
  }));
  return (
    <>
      <SelectInput
        source="roomType"
        label="roomDesk.form.room"
        choices={roomChoices}
        translateChoice={false}
        validate={required(MESSAGES.roomTypeRequired)}
      />
      <Box sx={twoColumns}>
        <DateInput source="checkinDate" label="roomDesk.form.checkin" validate={required(MESSAGES.checkinRequired)} />
        <DateInput
          source="checkoutDate"
          label="roomDesk.form.checkout"
          validate={required(MESSAGES.checkoutRequired)}
        />
      </Box>
      <NumberInput source="guests" label="roomDesk.form.guests" min={1} max={4} step={1} validate={required()} />
      <FormDataConsumer<Record<string, unknown>>>
        {({ formData }) => (
          <Box sx={{ mb: 2 }}>
            <StayQuote
              roomType={formData.roomType}
              checkinDate={formData.checkinDate}
              checkoutDate={formData.checkoutDate}
              guests={formData.guests}
            />
          </Box>
        )}
      </FormDataConsumer>
      <TextInput source="guestName" label="roomDesk.form.guestName" validate={required(MESSAGES.guestNameRequired)} />
      <Typography id="desk-contact-hint" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('roomDesk.form.contactHint')}
      </Typography>
      <RecheckContact />
      <Box sx={twoColumns}>
        <TextInput
          source="email"
          label="roomDesk.form.email"
          type="email"
          helperText="roomDesk.form.emailHelper"
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
        />
        <TextInput
          source="phone"
          label="roomDesk.form.phone"
          type="tel"
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
        />
      </Box>
      <TextInput source="notes" label="roomDesk.form.notes" multiline minRows={2} />
      <Box sx={{ ...twoColumns, alignItems: 'center' }}>
        <SelectInput
          source="language"
          label="roomDesk.form.language"
          choices={LANGUAGES.map((code) => ({ id: code, name: LANGUAGE_NAMES[code] }))}
          translateChoice={false}
        />
        <BooleanInput
          source="sendConfirmation"
          label="roomDesk.form.sendConfirmation"
          helperText="roomDesk.form.sendConfirmationHelper"
        />
      </Box>
    </>
  );
}
