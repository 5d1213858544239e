/**
 * The sample menu of a lakeside café on Lake Atitlán: what a fresh install shows until the
 * kitchen enters its own, and what `POST /api/restaurant/demo/sample-menu` recreates. Prices are
 * quetzales as 2-decimal strings, like the `price` column. Names are the natural keys: a
 * category by name, an item by (category, name), a modifier by (item, name), an option by
 * (modifier, name). The Spanish texts (…Es) are Guatemalan Spanish speaking to the guest as usted,
 * like the site's /es/ pages; dishes with Spanish names keep them.
 */
import type { Allergen, DietaryTag } from '@lakeside/contracts';
import type { ModifierType } from './menu-modifier.entity.js';

export interface SampleModifierOption {
  name: string;
  priceAdjustment: string;
  isDefault?: boolean;
}

export interface SampleModifier {
  name: string;
  type: ModifierType;
  isRequired: boolean;
  options: readonly SampleModifierOption[];
}

export interface SampleMenuItem {
  name: string;
  /** Spanish name and description, for the /es/ menu. */
  nameEs: string;
  description: string;
  descriptionEs: string;
  price: string;
  costPrice: string;
  /** Minutes. */
  preparationTime: number;
  calories?: number;
  allergens: readonly Allergen[];
  dietary: readonly DietaryTag[];
  /** 1–5; omitted for dishes with no heat. */
  spiceLevel?: number;
  isPopular?: boolean;
  /** Defaults to true; false shows the dish dimmed with an 'Unavailable' badge. */
  isAvailable?: boolean;
  /** Kitchen station (by name) when it differs from the category's, e.g. a salad on the lunch menu. */
  stationName?: string;
  modifiers?: readonly SampleModifier[];
}

export interface SampleMenuCategory {
  name: string;
  /** Spanish name and description, for the /es/ menu. */
  nameEs: string;
  description: string;
  descriptionEs: string;
  icon: string;
  /** 'HH:MM' serving window; both null means served all day. */
  availableFrom: string | null;
  availableUntil: string | null;
  /** Kitchen station (by name, as seeded) that makes the category's dishes; see sample-menu-routing.ts. */
  stationName: string;
  items: readonly SampleMenuItem[];
}

const EGG_STYLE: SampleModifier = {
  name: 'Egg style',
  type: 'single',
  isRequired: true,
  options: [
    { name: 'Scrambled', priceAdjustment: '0.00', isDefault: true },
    { name: 'Fried', priceAdjustment: '0.00' },
    { name: 'Poached', priceAdjustment: '0.00' },
    { name: 'Rancheros (tomato-chili sauce)', priceAdjustment: '5.00' },
  ],
};

const MILK_CHOICE: SampleModifier = {
  name: 'Milk',
  type: 'single',
  isRequired: true,
  options: [
    { name: 'Whole milk', priceAdjustment: '0.00', isDefault: true },
    { name: 'Lactose-free milk', priceAdjustment: '3.00' },
    { name: 'Oat milk', priceAdjustment: '5.00' },
    { name: 'Almond milk', priceAdjustment: '5.00' },
  ],
};

export const SAMPLE_MENU: readonly SampleMenuCategory[] = [
  {
    name: 'Breakfast',
    nameEs: 'Desayuno',
    stationName: 'Hot Line',
    description: 'Slow mornings by the lake: Guatemalan classics and garden-fresh bowls.',
    descriptionEs: 'Mañanas tranquilas junto al lago: clásicos guatemaltecos y tazones frescos de la huerta.',
    icon: '🍳',
    availableFrom: '07:00',
    availableUntil: '11:00',
    items: [
      {
        name: 'Desayuno Chapín',
        nameEs: 'Desayuno chapín',
        description: 'Eggs your way, black beans, fried plantains, fresh cheese, crema and hand-made corn tortillas.',
        descriptionEs:
          'Huevos a su gusto, frijoles negros, plátanos fritos, queso fresco, crema y tortillas de maíz hechas a mano.',
        price: '45.00',
        costPrice: '14.00',
        preparationTime: 15,
        calories: 720,
        allergens: ['eggs', 'dairy'],
        dietary: ['vegetarian', 'gluten-free'],
        isPopular: true,
        modifiers: [EGG_STYLE],
      },
      {
        name: 'Granola Bowl',
        nameEs: 'Tazón de granola',
        stationName: 'Cold & Salads',
        description: 'House granola with yogurt, papaya, banana and honey from San Marcos hives.',
        descriptionEs: 'Granola de la casa con yogur, papaya, banano y miel de colmenas de San Marcos.',
        price: '40.00',
        costPrice: '12.00',
        preparationTime: 5,
        calories: 480,
        allergens: ['gluten', 'nuts', 'dairy'],
        dietary: ['vegetarian'],
      },
      {
        name: 'Banana Pancakes',
        nameEs: 'Panqueques de banano',
        stationName: 'Pastry',
        description: 'A stack of three with local honey and seasonal fruit.',
        descriptionEs: 'Tres panqueques con miel de la región y fruta de temporada.',
        price: '38.00',
        costPrice: '10.00',
        preparationTime: 12,
        calories: 610,
        allergens: ['gluten', 'eggs', 'dairy'],
        dietary: ['vegetarian'],
      },
      {
        name: 'Avocado Toast',
        nameEs: 'Pan tostado con aguacate',
        description: 'Sourdough with smashed avocado, pumpkin seeds, lime and chili flakes.',
        descriptionEs: 'Pan de masa madre con aguacate machacado, pepitas de ayote, limón y chile en hojuelas.',
        price: '42.00',
        costPrice: '13.00',
        preparationTime: 8,
        calories: 430,
        allergens: ['gluten'],
        dietary: ['vegan'],
        spiceLevel: 1,
      },
    ],
  },
  {
    name: 'Lunch',
    nameEs: 'Almuerzo',
    stationName: 'Hot Line',
    description: 'Light plates from the garden and the lake.',
    descriptionEs: 'Platos ligeros de la huerta y del lago.',
    icon: '🥗',
    availableFrom: '12:00',
    availableUntil: '15:00',
    items: [
      {
        name: 'Pepián Vegetariano',
        nameEs: 'Pepián vegetariano',
        description: "Guatemala's national stew of roasted vegetables in a toasted seed and chili sauce, with rice.",
        descriptionEs:
          'El platillo nacional de Guatemala: verduras asadas en un recado de semillas tostadas y chiles, con arroz.',
        price: '65.00',
        costPrice: '18.00',
        preparationTime: 20,
        calories: 650,
        allergens: [],
        dietary: ['vegan', 'gluten-free'],
        spiceLevel: 2,
        isPopular: true,
      },
      {
        name: 'Garden Quinoa Salad',
        nameEs: 'Ensalada de quinoa de la huerta',
        stationName: 'Cold & Salads',
        description: 'Quinoa, greens from our garden, roasted beetroot, feta and a lime vinaigrette.',
        descriptionEs: 'Quinoa, hojas verdes de nuestra huerta, remolacha asada, queso feta y vinagreta de limón.',
        price: '55.00',
        costPrice: '16.00',
        preparationTime: 10,
        calories: 420,
        allergens: ['dairy'],
        dietary: ['vegetarian', 'gluten-free'],
      },
      {
        name: 'Fish Tacos',
        nameEs: 'Tacos de pescado',
        description: 'Three corn tortillas with grilled fish, cabbage slaw and chipotle mayo.',
        descriptionEs: 'Tres tortillas de maíz con pescado a la parrilla, ensalada de repollo y mayonesa de chipotle.',
        price: '60.00',
        costPrice: '20.00',
        preparationTime: 15,
        calories: 560,
        allergens: ['fish', 'eggs'],
        dietary: ['gluten-free'],
        spiceLevel: 2,
      },
      {
        name: 'Guacamole Tostadas',
        nameEs: 'Tostadas de guacamole',
        stationName: 'Cold & Salads',
        description: 'Crisp tostadas piled with guacamole, pickled onion and radish.',
        descriptionEs: 'Tostadas crujientes bien cargadas de guacamole, con cebolla encurtida y rábano.',
        price: '35.00',
        costPrice: '9.00',
        preparationTime: 8,
        calories: 380,
        allergens: [],
        dietary: ['vegan', 'gluten-free'],
        spiceLevel: 1,
      },
    ],
  },
  {
    name: 'Dinner',
    nameEs: 'Cena',
    stationName: 'Hot Line',
    description: 'Mayan and Guatemalan dishes for the evening, cooked to order.',
    descriptionEs: 'Platillos mayas y guatemaltecos para la noche, preparados al momento.',
    icon: '🍲',
    availableFrom: '18:00',
    availableUntil: '21:00',
    items: [
      {
        name: 'Pollo en Jocón',
        nameEs: 'Pollo en jocón',
        description: 'Chicken simmered in a green tomatillo and cilantro sauce, with rice and tortillas.',
        descriptionEs: 'Pollo cocido a fuego lento en un recado verde de miltomate y cilantro, con arroz y tortillas.',
        price: '70.00',
        costPrice: '22.00',
        preparationTime: 25,
        calories: 780,
        allergens: [],
        dietary: ['gluten-free'],
        spiceLevel: 2,
        isPopular: true,
      },
      {
        name: "Kak'ik",
        nameEs: "Kak'ik",
        description: "The Q'eqchi' Maya turkey soup, red with chilies and achiote.",
        descriptionEs: "El caldo de chompipe de los mayas q'eqchi', rojo de chiles y achiote.",
        price: '75.00',
        costPrice: '24.00',
        preparationTime: 30,
        calories: 690,
        allergens: [],
        dietary: ['gluten-free', 'paleo'],
        spiceLevel: 3,
      },
      {
        name: 'Coconut Vegetable Curry',
        nameEs: 'Curry de verduras con coco',
        description: 'Seasonal vegetables in coconut curry with jasmine rice.',
        descriptionEs: 'Verduras de temporada en curry de coco, con arroz jazmín.',
        price: '65.00',
        costPrice: '17.00',
        preparationTime: 20,
        calories: 640,
        allergens: [],
        dietary: ['vegan', 'gluten-free'],
        spiceLevel: 2,
      },
      {
        name: 'Whole Grilled Lake Fish',
        nameEs: 'Pescado entero del lago a la parrilla',
        description: "Today's catch from the lake, grilled with garlic and lime; served when the fishermen bring it.",
        descriptionEs:
          'La pesca del día en el lago, a la parrilla con ajo y limón; lo servimos cuando los pescadores lo traen.',
        price: '85.00',
        costPrice: '30.00',
        preparationTime: 30,
        calories: 520,
        allergens: ['fish'],
        dietary: ['gluten-free', 'keto', 'paleo'],
        isAvailable: false,
      },
    ],
  },
  {
    name: 'Drinks',
    nameEs: 'Bebidas',
    stationName: 'Bar',
    description: 'Coffee grown around the lake, cacao, fresh juices — served all day.',
    descriptionEs: 'Café cultivado alrededor del lago, cacao y jugos naturales: se sirven todo el día.',
    icon: '☕',
    availableFrom: null,
    availableUntil: null,
    items: [
      {
        name: 'Atitlán Coffee',
        nameEs: 'Café de Atitlán',
        description: 'Pour-over of single-origin beans grown on the volcano slopes around the lake.',
        descriptionEs:
          'Café filtrado a mano, de un solo origen, cultivado en las faldas de los volcanes alrededor del lago.',
        price: '15.00',
        costPrice: '3.00',
        preparationTime: 4,
        calories: 5,
        allergens: [],
        dietary: ['vegan', 'gluten-free', 'keto', 'paleo'],
        isPopular: true,
      },
      {
        name: 'Café con Leche',
        nameEs: 'Café con leche',
        description: 'Espresso with steamed milk.',
        descriptionEs: 'Espresso con leche al vapor.',
        price: '20.00',
        costPrice: '4.50',
        preparationTime: 4,
        calories: 150,
        allergens: ['dairy'],
        dietary: ['vegetarian', 'gluten-free'],
        modifiers: [MILK_CHOICE],
      },
      {
        name: 'Ceremonial Cacao',
        nameEs: 'Cacao ceremonial',
        description: 'Stone-ground Guatemalan cacao whisked with hot water and a little panela.',
        descriptionEs: 'Cacao guatemalteco molido en piedra, batido con agua caliente y un poco de panela.',
        price: '25.00',
        costPrice: '6.00',
        preparationTime: 5,
        calories: 220,
        allergens: [],
        dietary: ['vegan', 'gluten-free'],
      },
      {
        name: 'Limonada con Soda',
        nameEs: 'Limonada con soda',
        description: 'Fresh lime juice with sparkling water.',
        descriptionEs: 'Jugo de limón recién exprimido con agua mineral.',
        price: '12.00',
        costPrice: '2.00',
        preparationTime: 3,
        calories: 90,
        allergens: [],
        dietary: ['vegan', 'gluten-free'],
      },
      {
        name: 'Agua de Jamaica',
        nameEs: 'Agua de jamaica',
        description: 'Chilled hibiscus infusion, lightly sweetened.',
        descriptionEs: 'Infusión fría de flor de jamaica, ligeramente endulzada.',
        price: '8.00',
        costPrice: '1.50',
        preparationTime: 2,
        calories: 70,
        allergens: [],
        dietary: ['vegan', 'gluten-free'],
      },
    ],
  },
];
