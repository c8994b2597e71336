import { bundleSizes } from './bench/bundleSizes';
const s = bundleSizes(process.argv[2]);
console.log(s.signIn.toFixed(1), s.firstScreen.toFixed(1));
for (const x of s.screens.sort((a, b) => b.kB - a.kB)) console.log(x.kB.toFixed(1).padStart(7), x.name);
