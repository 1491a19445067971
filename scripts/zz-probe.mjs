import { readFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
const br = (s) => brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
for (const file of process.argv.slice(2)) {
  const h = readFileSync(file, "utf8");
  console.log(file, "raw", Buffer.byteLength(h), "br", br(h));
  const styles = [...h.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map((m) => m[0]).join("");
  const scripts = [...h.matchAll(/<script[^>]*>[\s\S]*?<\/script>/g)].map((m) => m[0]);
  console.log(" style", Buffer.byteLength(styles), br(styles));
  for (const s of scripts) console.log(" script", Buffer.byteLength(s), br(s), s.slice(0, 80).replace(/\n/g, " "));
  const rest = h.replace(/<style[^>]*>[\s\S]*?<\/style>|<script[^>]*>[\s\S]*?<\/script>/g, "");
  console.log(" rest", Buffer.byteLength(rest), br(rest));
  const main = /<main[\s\S]*<\/main>/.exec(rest)?.[0] ?? "";
  console.log(" main", Buffer.byteLength(main), br(main));
  const head = /<head[\s\S]*<\/head>/.exec(rest)?.[0] ?? "";
  console.log(" head", Buffer.byteLength(head), br(head));
}
