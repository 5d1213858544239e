/**
 * Demo reviews: stays that ended before the seed ran, each with the guest's approved review, so
 * the demo's rooms show ratings computed like real ones. Garden Cottage has none: its cards
 * show no rating, as a new room's would. References are fixed so a second seed finds them.
 */
export interface DemoReview {
  reference: string;
  roomId: string;
  guestName: string;
  language: 'en' | 'es';
  /** Days before the seed's today the stay ended. */
  endedDaysAgo: number;
  nights: number;
  rating: number;
  text: string;
}

export const DEMO_REVIEWS: DemoReview[] = [
  {
    reference: 'R-D3M0-0001',
    roomId: 'lakefront_lower',
    guestName: 'Hannah Becker',
    language: 'en',
    endedDaysAgo: 40,
    nights: 3,
    rating: 5,
    text: 'Waking up to the lake and the volcanoes from the terrace was magic. Quiet, simple and spotless.',
  },
  {
    reference: 'R-D3M0-0002',
    roomId: 'lakefront_lower',
    guestName: 'Lucía Méndez',
    language: 'es',
    endedDaysAgo: 25,
    nights: 2,
    rating: 5,
    text: 'Un lugar tranquilo a la orilla del lago. El personal fue muy amable y el desayuno delicioso.',
  },
  {
    reference: 'R-D3M0-0003',
    roomId: 'lakefront_lower',
    guestName: 'Tom Walsh',
    language: 'en',
    endedDaysAgo: 12,
    nights: 4,
    rating: 4,
    text: 'Lovely room by the water. The solar shower is warm in the afternoon, cooler early in the morning.',
  },
  {
    reference: 'R-D3M0-0004',
    roomId: 'upper_lakefront',
    guestName: 'Priya Nair',
    language: 'en',
    endedDaysAgo: 33,
    nights: 5,
    rating: 5,
    text: 'The best view in San Marcos. We watched the sunrise over the volcanoes every morning.',
  },
  {
    reference: 'R-D3M0-0005',
    roomId: 'upper_lakefront',
    guestName: 'Diego Castillo',
    language: 'es',
    endedDaysAgo: 18,
    nights: 2,
    rating: 5,
    text: 'Habitación luminosa con una vista increíble. Volveremos.',
  },
  {
    reference: 'R-D3M0-0006',
    roomId: 'lakeside_cottage',
    guestName: 'Emma Laurent',
    language: 'en',
    endedDaysAgo: 50,
    nights: 6,
    rating: 5,
    text: 'Plenty of room for the four of us, and the sauna down the path after a day on the lake.',
  },
  {
    reference: 'R-D3M0-0007',
    roomId: 'lakeside_cottage',
    guestName: 'Sam Okafor',
    language: 'en',
    endedDaysAgo: 21,
    nights: 3,
    rating: 4,
    text: 'A cosy cottage in the garden. The path down is steep at night, so bring a torch.',
  },
];
