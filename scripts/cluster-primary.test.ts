import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

/** A port free right now, for the cluster to listen on. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type Ending = "answered" | "failed" | "hung";

/** One request on a connection of its own: answered, failed (an error a client can retry), or no answer within 5 s. */
function ask(port: number): Promise<Ending> {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: "/", agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve("answered"));
      response.on("error", () => resolve("failed"));
    });
    request.setTimeout(5_000, () => {
      request.destroy();
      resolve("hung");
    });
    request.on("error", () => resolve("failed"));
  });
}

describe("the workers' primary (scripts/cluster-primary.mjs)", () => {
  let cluster: ChildProcess | undefined;
  afterEach(() => {
    cluster?.kill("SIGTERM");
  });

  it("leaves no request unanswered when a worker is SIGKILLed under load: the client gets an error it can retry", async () => {
    const port = await freePort();
    cluster = spawn(process.execPath, ["scripts/testing/slow-cluster.mjs"], {
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const ready = await new Promise<string>((resolve) => {
      let out = "";
      cluster!.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString("utf8");
        const line = /ready ([\d,]+)\n/.exec(out);
        if (line) resolve(line[1]!);
      });
    });
    const workers = ready.split(",").map(Number);

    const endings: Ending[] = [];
    let loading = true;
    const clients = Array.from({ length: 16 }, async () => {
      while (loading) endings.push(await ask(port));
    });
    // Kill each worker in turn while requests are being handed to it.
    for (const pid of workers) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      process.kill(pid, "SIGKILL");
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    loading = false;
    await Promise.all(clients);

    expect(endings.filter((ending) => ending === "hung")).toEqual([]);
    expect(endings.filter((ending) => ending === "answered").length).toBeGreaterThan(100);
  }, 30_000);
});
