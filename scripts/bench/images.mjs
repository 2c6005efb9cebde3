// The image route's figures for `npm run bench:page`: what a phone and a laptop download for a
// card and for the vehicle page's first photo, a cached variant beside /healthz, a first-time
// 640 px variant of a 3 MB camera JPEG, and a burst of 64 first-time variants (statuses and
// the server's memory). The 3 MB originals come from a photo host on loopback, allowed by
// the server's IMAGE_HOSTS, each under a URL of its own so every one is fetched and encoded.
import http from "node:http";
import sharp from "sharp";
import { get, median, residentMb } from "./http.mjs";

const AVIF_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/** A 12 MP JPEG of about 3 MB: a demo drawing enlarged, with a camera's grain. */
async function cameraJpeg() {
  const grain = await sharp({
    create: { width: 256, height: 256, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 26 } },
  })
    .png()
    .toBuffer();
  return sharp("public/stock/suv-red-street.svg", { density: 360 })
    .resize(4000, 3000, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .composite([{ input: grain, tile: true, blend: "soft-light" }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The photo host: every path answers the same 3 MB JPEG. */
export async function startPhotoHost() {
  const photo = await cameraJpeg();
  const server = http.createServer((request, response) => {
    response.writeHead(200, { "content-type": "image/jpeg", "content-length": photo.length }).end(photo);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { host: `127.0.0.1:${server.address().port}`, bytes: photo.length, close: () => server.close() };
}

/** The candidate a browser takes from a srcset for `needed` device pixels: the first at least that wide, else the widest. */
function pick(srcset, needed) {
  const candidates = srcset
    .replaceAll("&amp;", "&")
    .split(", ")
    .map((candidate) => {
      const [url, width] = candidate.split(" ");
      return { url, width: Number.parseInt(width, 10) };
    });
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1)).url;
}

const firstImg = (html, pattern) => {
  const tag = html.match(pattern)?.[0];
  if (!tag) throw new Error(`no picture matching ${pattern}`);
  return tag.match(/srcSet="([^"]+)"|srcset="([^"]+)"/i).slice(1).find(Boolean);
};

export async function measureImages({ base, headers, pid, searchHtml, vehicleHtml, photoHost, rounds }) {
  const image = { ...headers, accept: AVIF_ACCEPT };
  const bytesOf = async (url) => {
    const response = await get(base, url, image);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return response.wireBytes;
  };
  // A 400 px phone at 2x (Lighthouse's is 412 px at 1.75x: a little less); a 1366 px laptop at 1x.
  const cardSrcset = firstImg(searchHtml, /<img[^>]*srcset="[^"]*"[^>]*>/i);
  const gallerySrcset = firstImg(vehicleHtml, /<img[^>]*fetchpriority="high"[^>]*>/);
  const card400 = await bytesOf(pick(cardSrcset, 800));
  const vehicle400 = await bytesOf(pick(gallerySrcset, 800));
  const vehicle1366 = await bytesOf(pick(gallerySrcset, 966));

  // A cached variant beside /healthz, interleaved.
  const cachedUrl = pick(cardSrcset, 800);
  const cached = [];
  const healthz = [];
  for (let i = 0; i < rounds; i++) {
    let started = performance.now();
    await get(base, `/healthz?image-round=${i}`, headers);
    healthz.push(performance.now() - started);
    started = performance.now();
    await get(base, cachedUrl, image);
    cached.push(performance.now() - started);
  }

  // First-time 640 px variants of 3 MB originals, one at a time (the fetch over loopback included).
  const remote = (name, width = 640) => `/images?src=${encodeURIComponent(`http://${photoHost.host}/${name}.jpg`)}&w=${width}&q=75`;
  const firstTime = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const response = await get(base, remote(`single-${i}`), image);
    if (response.status !== 200) throw new Error(`a first-time variant answered ${response.status}`);
    firstTime.push(performance.now() - started);
  }

  // 64 first-time variants at once, of 64 originals.
  const rssBefore = residentMb(pid);
  let rssPeak = rssBefore;
  const sampling = setInterval(() => (rssPeak = Math.max(rssPeak, residentMb(pid))), 50);
  const burstStarted = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 64 }, (_, i) => get(base, remote(`burst-${i}`, [320, 480, 640, 800][i % 4]), image).then((response) => response.status)),
  );
  const burstMs = performance.now() - burstStarted;
  clearInterval(sampling);
  const count = (status) => statuses.filter((answer) => answer === status).length;

  return {
    card_400_kb: Math.round(card400 / 102.4) / 10,
    vehicle_photo_400_kb: Math.round(vehicle400 / 102.4) / 10,
    vehicle_photo_1366_kb: Math.round(vehicle1366 / 102.4) / 10,
    image_cached_median_ms: Math.round(median(cached) * 10) / 10,
    image_cached_over_healthz: Math.round((median(cached) / median(healthz)) * 100) / 100,
    image_first_640_median_ms: Math.round(median(firstTime)),
    image_original_mb: Math.round(photoHost.bytes / 104857.6) / 10,
    burst_64_ok: count(200),
    burst_64_503: count(503),
    burst_64_other: statuses.length - count(200) - count(503),
    burst_64_s: Math.round(burstMs / 100) / 10,
    burst_64_rss_growth_mb: Math.round(rssPeak - rssBefore),
  };
}
