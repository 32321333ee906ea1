/**
 * Styles ready for right to left (issue 27): the inline axis is written with logical
 * properties (margin-inline-start, inset-inline-end, text-align: start), never with left and
 * right, so an Arabic page mirrors without a second stylesheet. Top and bottom stay: the
 * block axis does not turn in any language the portal serves.
 */
const physicalInline = [
  '/^(margin|padding|scroll-margin|scroll-padding)-(left|right)$/',
  '/^border-(left|right)(-(width|style|color))?$/',
  '/^border-(top|bottom)-(left|right)-radius$/',
  'left',
  'right',
  '/^overscroll-behavior-x$/',
];

/** Four values on a box shorthand name top, right, bottom and left: the right and left differ. */
const fourSides = '/^\\s*\\S+\\s+\\S+\\s+\\S+\\s+\\S+\\s*$/';

export default {
  rules: {
    'property-disallowed-list': [physicalInline, { message: (property) => `${property} is physical: write its logical property (inline-start, inline-end)` }],
    'declaration-property-value-disallowed-list': [
      {
        'text-align': ['left', 'right'],
        float: ['left', 'right'],
        clear: ['left', 'right'],
        '/^(margin|padding|inset|scroll-margin|scroll-padding)$/': [fourSides],
        'border-radius': [fourSides],
      },
      { message: (property, value) => `${property}: ${value} names left or right: use start and end, or the logical longhands` },
    ],
  },
};
