import type { Config } from 'tailwindcss';

// Loaded by src/styles.css through @config: the design tokens of the console.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6fb',
          100: '#d5e9f5',
          500: '#1c6ea4',
          600: '#175c8a',
          700: '#124a70',
          900: '#081c2b',
        },
        danger: { 50: '#fdecec', 600: '#c62828', 700: '#a11f1f' },
        ok: { 50: '#eaf6ee', 600: '#2e7d32' },
      },
      width: { menu: '245px', 'menu-collapsed': '75px' },
      maxWidth: { banner: '600px' },
    },
  },
} satisfies Config;
