import { LANGUAGES, MESSAGES, type RoomReply } from '@lakeside/contracts';
import { Box, Typography } from '@mui/material';
import { BooleanInput, DateInput, FormDataConsumer, NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { formatMoney } from '../format/money';
import { RecheckContact } from './RecheckContact';
import { StayQuote } from './StayQuote';

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', es: 'Español' };

const twoColumns = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * The desk booking's fields. The form validates with the contracts' schema; `required`
 * here only marks the labels. Phone-friendly keyboards for e-mail, phone and numbers. A walk-in
 * needs an e-mail or a phone, not both, so neither is marked required: the line above them says
 * so, and the schema's message lands on both when neither is given.
 */
export function DeskBookingInputs({ rooms }: { rooms: readonly RoomReply[] }) {
  const roomChoices = rooms.map((room) => ({
    id: room.id,
    name: `${room.name} (up to ${room.maxGuests}, ${formatMoney(room.pricePerNight, 'USD')}/night)`,
  }));
  return (
    <>
      <SelectInput
        source="roomType"
        label="Room"
        choices={roomChoices}
        validate={required(MESSAGES.roomTypeRequired)}
      />
      <Box sx={twoColumns}>
        <DateInput source="checkinDate" label="Check-in" validate={required(MESSAGES.checkinRequired)} />
        <DateInput source="checkoutDate" label="Check-out" validate={required(MESSAGES.checkoutRequired)} />
      </Box>
      <NumberInput source="guests" label="Guests" min={1} max={4} step={1} validate={required()} />
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
      <TextInput source="guestName" label="Guest name" validate={required(MESSAGES.guestNameRequired)} />
      <Typography id="desk-contact-hint" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        How to reach the guest: e-mail or phone, one is enough.
      </Typography>
      <RecheckContact />
      <Box sx={twoColumns}>
        <TextInput
          source="email"
          label="Email"
          type="email"
          helperText="The confirmation is sent here"
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
        />
        <TextInput
          source="phone"
          label="Phone"
          type="tel"
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
        />
      </Box>
      <TextInput source="notes" label="Notes for the team" multiline minRows={2} />
      <Box sx={{ ...twoColumns, alignItems: 'center' }}>
        <SelectInput
          source="language"
          label="Guest's language"
          choices={LANGUAGES.map((code) => ({ id: code, name: LANGUAGE_NAMES[code] }))}
        />
        <BooleanInput
          source="sendConfirmation"
          label="E-mail the confirmation"
          helperText="Only when an e-mail is given"
        />
      </Box>
    </>
  );
}
