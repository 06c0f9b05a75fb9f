/**
 * `npm start` on a machine without Excel (this one: Linux, no office-addin-debugging): it must
 * serve the add-in and never fail for want of Excel or a certificate, and `npm stop` must stop
 * exactly what it started. The scripts run as `npm start` runs them (node scripts/start.js),
 * on a private build, a free port, a private state directory and a private HOME (so neither a
 * developer's certificate nor their running server is touched).
 */
import fs from "fs";
import os from "os";
import path from "path";
import https from "https";
import { execFileSync, spawn, spawnSync } from "child_process";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const serve = require("../../scripts/serve.js") as {
  portFrom(options: Record<string, unknown>): number;
  certificateExpiry(pem: Buffer): Date | null;
};

const ROOT = path.resolve(__dirname, "../..");
let dist: string;
let home: string;
let state: string;

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-start-dist-"));
  home = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-start-home-"));
  state = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-start-state-"));
  execFileSync(
    process.execPath,
    [
      require.resolve("webpack-cli/bin/cli.js"),
      "--mode",
      "development",
      "--env",
      "transpileOnly",
      "--output-path",
      dist,
    ],
    { cwd: ROOT, stdio: "pipe" },
  );
}, 180000);

afterAll(() => {
  for (const dir of [dist, home, state]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function runScript(script: string, args: string[]): { status: number | null; out: string } {
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts", script), ...args], {
    cwd: ROOT,
    env: { ...process.env, HOME: home, NJCREDIT_STATE_DIR: state, BROWSER: "none", PORT: "" },
    encoding: "utf8",
    timeout: 120000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/**
 * scripts/serve.js in its own process with its own HOME (where it looks for the certificate),
 * never the developer's; resolves once it prints its address.
 */
function spawnServe(
  args: string[],
  homeDir: string,
): Promise<{ url: string; said: () => string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "scripts", "serve.js"), "--port", "0", "--dist", dist, ...args],
    {
      cwd: ROOT,
      env: { ...process.env, HOME: homeDir, PORT: "" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const m = /njcredit: serving .* at (\S+)/.exec(output);
      if (m) resolve({ url: m[1], said: () => output, stop: () => child.kill("SIGTERM") });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`serve.js exited (${code}): ${output}`)));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm start / npm stop without Excel", () => {
  test("start serves the add-in's files, prints the web steps and the preview; stop ends it", async () => {
    const started = runScript("start.js", [
      "--no-build",
      "--dist",
      dist,
      "--port",
      "0",
      "--no-install-cert",
    ]);
    expect(started.out).toContain("Not sideloaded into Excel desktop");
    expect(started.status).toBe(0);
    const record = JSON.parse(fs.readFileSync(path.join(state, "start.json"), "utf8")) as {
      pid: number;
      url: string;
    };
    try {
      expect(record.url).toMatch(/^http:\/\/localhost:\d+\/$/);
      expect(isAlive(record.pid)).toBe(true);
      // What a newcomer needs on plain http: why Excel cannot take it (no upload steps for a
      // manifest Excel would refuse), and the preview's address.
      expect(started.out).not.toContain("Upload My Add-in");
      expect(started.out).toContain("Excel loads add-ins only over https");
      expect(started.out).toContain(`${record.url}preview.html`);
      expect(started.out).toContain("npm stop");

      const fetched = async (file: string): Promise<{ type: string; body: string }> => {
        const res = await fetch(`${record.url}${file}`);
        expect({ file, status: res.status }).toEqual({ file, status: 200 });
        return { type: res.headers.get("content-type") ?? "", body: await res.text() };
      };
      const manifest = await fetched("manifest.xml");
      expect(manifest.type).toMatch(/^text\/xml/);
      expect(manifest.body).toContain("<OfficeApp");
      // Served from another origin than the built one, the manifest points back at this server.
      expect(manifest.body).toContain(`${record.url}taskpane.html`);
      expect(manifest.body).not.toContain("https://localhost:3000/");

      const metadata = await fetched("functions.json");
      expect(metadata.type).toMatch(/^application\/json/);
      const ids = (JSON.parse(metadata.body) as { functions: { id: string }[] }).functions.map(
        (f) => f.id,
      );
      expect(ids).toContain("NJCREDIT.PERJOB");
      expect(ids).toContain("NJWIND.SCHEDULE");

      const script = await fetched("functions.js");
      expect(script.type).toMatch(/^text\/javascript/);
      expect(script.body).toContain('CustomFunctions.associate("NJCREDIT.PERJOB"');

      const pane = await fetched("taskpane.html");
      expect(pane.type).toMatch(/^text\/html/);
      expect(pane.body).toContain('src="taskpane.js"');

      expect((await fetched("preview.html")).body).toContain('src="preview.js"');
      expect((await fetch(`${record.url}no-such-file.js`)).status).toBe(404);
      expect((await fetch(`${record.url}..%2f..%2fetc%2fpasswd`)).status).not.toBe(200);
    } finally {
      const stopped = runScript("stop.js", []);
      expect(stopped.status).toBe(0);
      expect(stopped.out).toContain(`stopped the server at ${record.url}`);
    }
    expect(isAlive(record.pid)).toBe(false);
    expect(fs.existsSync(path.join(state, "start.json"))).toBe(false);
    await expect(fetch(`${record.url}manifest.xml`)).rejects.toThrow();
    // A second stop has nothing to do, and says so.
    const again = runScript("stop.js", []);
    expect(again.status).toBe(0);
    expect(again.out).toContain("nothing to stop");
  });

  test("a start while a server is running stops the earlier one first", () => {
    const args = ["--no-build", "--dist", dist, "--port", "0", "--no-install-cert"];
    expect(runScript("start.js", args).status).toBe(0);
    const first = JSON.parse(fs.readFileSync(path.join(state, "start.json"), "utf8")) as {
      pid: number;
    };
    const second = runScript("start.js", args);
    try {
      expect(second.status).toBe(0);
      expect(second.out).toContain("still serving");
      expect(isAlive(first.pid)).toBe(false);
    } finally {
      expect(runScript("stop.js", []).status).toBe(0);
    }
  });
});

describe("npm stop and a stale process id", () => {
  test("a recorded pid that is no longer our server (reused after a crash or reboot) is left alone", () => {
    // Another process now holds the number start.json recorded: stop must not signal it.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], {
      stdio: "ignore",
    });
    try {
      fs.writeFileSync(
        path.join(state, "start.json"),
        JSON.stringify({ pid: other.pid, url: "http://localhost:1/", sideloaded: false }),
      );
      const stopped = runScript("stop.js", []);
      expect(stopped.status).toBe(0);
      expect(stopped.out).toContain("had already stopped");
      expect(isAlive(other.pid!)).toBe(true);
      expect(fs.existsSync(path.join(state, "start.json"))).toBe(false);
    } finally {
      other.kill("SIGKILL");
    }
  });
});

describe("the static server", () => {
  test("port: --port, then PORT, then 3000; a bad one is refused", () => {
    const saved = process.env.PORT;
    try {
      delete process.env.PORT;
      expect(serve.portFrom({})).toBe(3000);
      process.env.PORT = "3100";
      expect(serve.portFrom({})).toBe(3100);
      expect(serve.portFrom({ port: "3200" })).toBe(3200);
      expect(() => serve.portFrom({ port: "https" })).toThrow(/port/);
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });

  test("without a certificate and without installing one, it serves plain http and says how to get https", async () => {
    const server = await spawnServe(["--no-install-cert"], home);
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+\/$/);
      expect(server.said()).toContain("npx office-addin-dev-certs install");
      expect((await fetch(`${server.url}functions.json`)).status).toBe(200);
    } finally {
      server.stop();
    }
  });

  test("every response says nosniff; a 404 does not echo the path asked for", async () => {
    const server = await spawnServe(["--no-install-cert"], home);
    try {
      for (const [url, status] of [
        ["manifest.xml", 200],
        ["functions.js", 200],
        ["%3Cscript%3Ealert(1)%3C%2Fscript%3E.html", 404],
        ["%00", 400],
        ["..%2f..%2fpackage.json", 403],
      ] as const) {
        const res = await fetch(`${server.url}${url}`);
        expect({
          url,
          status: res.status,
          nosniff: res.headers.get("x-content-type-options"),
        }).toEqual({ url, status, nosniff: "nosniff" });
        const body = await res.text();
        if (status === 404) {
          expect(body).toBe("not found");
          expect(body).not.toContain("script");
        }
      }
      const post = await fetch(`${server.url}manifest.xml`, { method: "POST" });
      expect([post.status, post.headers.get("x-content-type-options")]).toEqual([405, "nosniff"]);
    } finally {
      server.stop();
    }
  });

  test("a request for a path with a NUL byte is refused, and the server keeps serving", async () => {
    // fs throws synchronously on a NUL in a path; unguarded, one request ended the server.
    const server = await spawnServe(["--no-install-cert"], home);
    try {
      expect((await fetch(`${server.url}%00`)).status).toBe(400);
      expect((await fetch(`${server.url}manifest.xml%00.txt`)).status).toBe(400);
      expect((await fetch(`${server.url}..%2f..%2fpackage.json`)).status).toBe(403);
      expect((await fetch(`${server.url}manifest.xml`)).status).toBe(200);
    } finally {
      server.stop();
    }
  });

  test("with the office-addin-dev-certs certificate in ~/.office-addin-dev-certs it serves https", async () => {
    const certHome = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-cert-home-"));
    const dir = path.join(certHome, ".office-addin-dev-certs");
    fs.mkdirSync(dir);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { generateCertificates } = require("office-addin-dev-certs/lib/generate") as {
      generateCertificates(
        ca: string,
        cert: string,
        key: string,
        days: number,
        domains: string[],
      ): Promise<void>;
    };
    const quiet = jest.spyOn(console, "log").mockImplementation(() => undefined);
    await generateCertificates(
      path.join(dir, "ca.crt"),
      path.join(dir, "localhost.crt"),
      path.join(dir, "localhost.key"),
      1,
      ["127.0.0.1", "localhost"],
    );
    quiet.mockRestore();
    // No --no-install-cert: with the certificate present nothing is installed.
    const server = await spawnServe([], certHome);
    try {
      expect(server.url).toMatch(/^https:\/\/localhost:\d+\/$/);
      const ca = fs.readFileSync(path.join(dir, "ca.crt"));
      const body = await new Promise<string>((resolve, reject) => {
        https
          .get(`${server.url}manifest.xml`, { ca }, (res) => {
            let text = "";
            res.on("data", (chunk: Buffer) => (text += chunk.toString()));
            res.on("end", () => resolve(text));
          })
          .on("error", reject);
      });
      // Trusted through the generated CA (no rejectUnauthorized: false), and pointing here.
      expect(body).toContain(`${server.url}functions.json`);
      expect(server.said()).not.toContain("plain http");

      // The same certificate three days on (it was made for one day): expired, so it is not
      // served (Excel would refuse it without a word); plain http, saying why and how to renew.
      const expiry = serve.certificateExpiry(fs.readFileSync(path.join(dir, "localhost.crt")));
      expect(expiry).not.toBeNull();
      const threeDaysOn = expiry!.getTime() + 2 * 24 * 3600 * 1000;
      // In a process of its own, whose HOME (read natively by os.homedir) is certHome.
      const choose = (now: number) =>
        spawnSync(
          process.execPath,
          [
            "-e",
            `require(${JSON.stringify(path.join(ROOT, "scripts", "serve.js"))})
              .chooseCertificate({ "no-install-cert": true }, (l) => console.log(l), () => ${now})
              .then((c) => console.log(c ? "https" : "http"));`,
          ],
          { env: { ...process.env, HOME: certHome }, encoding: "utf8", timeout: 30000 },
        ).stdout.trim();
      expect(choose(Date.now())).toBe("https");
      const later = choose(threeDaysOn);
      expect(later).toMatch(
        /expired on \d{4}-\d{2}-\d{2}; Excel and browsers refuse it\. Renew it with: {2}npx office-addin-dev-certs install/,
      );
      expect(later.split("\n").pop()).toBe("http");
      expect(serve.certificateExpiry(Buffer.from("not a certificate"))).toBeNull();
    } finally {
      server.stop();
      fs.rmSync(certHome, { recursive: true, force: true });
    }
  });
});
