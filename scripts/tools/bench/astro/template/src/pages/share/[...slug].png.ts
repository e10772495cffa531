// Each page's share card, drawn at build in a static endpoint (../../cards/drawCard.tsx), at the address
// the site gives it: /share/index.png, /share/bench/trang-00001.png. The facts of each card are the
// site's own (written by the bench into share-cards.json). As the last card is drawn, the endpoint
// writes the CPU time the drawing took in the line the bench reads on both sides, on a line of its
// own (Astro has written the route's address without ending its line).
import type { APIRoute, GetStaticPaths } from 'astro';
import { drawCard } from '../../cards/drawCard.tsx';
import cards from '../../cards/share-cards.json';

export const getStaticPaths = (() => cards.map(({ slug, facts }) => ({ params: { slug }, props: { facts } }))) satisfies GetStaticPaths;

let drawn = 0;
let microseconds = 0;

export const GET: APIRoute = async ({ props }) => {
  const start = process.cpuUsage();
  const png = await drawCard(props.facts);
  const used = process.cpuUsage(start);
  microseconds += used.user + used.system;
  if (++drawn === cards.length) console.log(`\nShare cards drawing: ${drawn} card(s) in ${(microseconds / 1e6).toFixed(2)} s of CPU`);
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
