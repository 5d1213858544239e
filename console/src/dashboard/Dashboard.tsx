import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** The console's home. For now it only says what the console is and what is coming. */
export function Dashboard() {
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="Lakeside Console" />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Welcome to the Lakeside Console
        </Typography>
        <Typography color="text.secondary">
          This is where staff will manage bookings, events, the restaurant and the accounts. Those screens arrive soon;
          nothing can be changed from here yet.
        </Typography>
      </CardContent>
    </Card>
  );
}
