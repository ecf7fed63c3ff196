import type { Config } from 'tailwindcss';

// Loaded by src/styles.css through @config: the console's sizes (its colours are in src/styles.css).
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      width: { menu: '245px', 'menu-collapsed': '75px' },
      maxWidth: { banner: '600px' },
    },
  },
} satisfies Config;
