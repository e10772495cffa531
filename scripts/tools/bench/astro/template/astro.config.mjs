// The peer project of `npm run bench -- --compare astro`: the same synthetic pages, built by Astro.
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({ output: 'static', integrations: [mdx(), react()] });
