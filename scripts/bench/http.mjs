// HTTP helpers of `npm run bench:page`: raw responses with their bytes as sent (node:http, so
// compression is measured, not undone by fetch), a closed-loop load at N connections, and the
// server process's memory and CPU from /proc.
import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** GET with gzip accepted: the status, the bytes on the wire, and the decoded body. */
export function get(base, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${path}`,
      { agent, headers: { "accept-encoding": "gzip", ...headers } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const wire = Buffer.concat(chunks);
          const gzipped = response.headers["content-encoding"] === "gzip";
          resolve({
            status: response.statusCode,
            headers: response.headers,
            wireBytes: wire.length,
            chunks: chunks.length,
            body: (gzipped ? zlib.gunzipSync(wire) : wire).toString("utf8"),
          });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** Requests per second for `seconds` with `connections` requests always in flight. */
export async function throughput(base, pathFor, { connections, seconds, headers }) {
  let next = 0;
  let done = 0;
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const response = await get(base, pathFor(next++), headers);
      // A redirect (a bound outside the stock's) is not the page asked for.
      if (response.status !== 200) failed++;
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { perSecond: done / ((performance.now() - started) / 1000), done, failed };
}

/** The pid and every descendant's pid (start.mjs runs the server as a child). */
function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    for (const task of safeList(`/proc/${pids[i]}/task`)) {
      const children = safeRead(`/proc/${pids[i]}/task/${task}/children`).trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  return pids;
}

const safeList = (dir) => {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
};
const safeRead = (file) => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

/** Resident memory of the server's process tree, in MB. */
export function residentMb(pid) {
  let kb = 0;
  for (const each of processTree(pid)) {
    const match = /VmRSS:\s+(\d+)/.exec(safeRead(`/proc/${each}/status`));
    if (match) kb += Number(match[1]);
  }
  return kb / 1024;
}

/** CPU time (user + system) of the server's process tree, in milliseconds. */
export function cpuMs(pid) {
  const ticksPerSecond = 100; // Linux USER_HZ
  let ticks = 0;
  for (const each of processTree(pid)) {
    const stat = safeRead(`/proc/${each}/stat`);
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return (ticks / ticksPerSecond) * 1000;
}

export function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
