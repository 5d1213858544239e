import { Box, Link, Typography } from '@mui/material';

/** Label, value and (for contacts, so a phone can call) a link. */
export type Fact = [label: string, value: string, href?: string];

/** A booking's details as a definition list: labels on the left, values (wrapping) on the right. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {facts.map(([label, value, href]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {href ? <Link href={href}>{value}</Link> : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
