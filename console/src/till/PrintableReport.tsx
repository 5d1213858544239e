import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, GlobalStyles } from '@mui/material';
import type { ReactNode } from 'react';

/** The class of what a printout holds; everything else on the page stays off paper. */
const PRINTED = 'lakeside-printed';

/**
 * A print stylesheet: on paper only the report shows, black on white, without the console's
 * bars, menus and buttons (the receipt printer at the till or an A4 sheet for the office).
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`.${PRINTED}, .${PRINTED} *`]: { visibility: 'visible' },
        [`.${PRINTED}`]: { position: 'absolute', left: 0, top: 0, width: '100%', color: '#000' },
        '.no-print': { display: 'none !important' },
        '@page': { margin: '10mm' },
      },
    }}
  />
);

/** A report that prints on its own, with its Print button (which does not print). */
export function PrintableReport({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box className={PRINTED}>
      {printStyles}
      {children}
      <Button className="no-print" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ mt: 1 }}>
        {label}
      </Button>
    </Box>
  );
}
