"""What the crash quarantine's noting costs a request: instructions per request under callgrind
for the same pages served by a server process with its crash guard and by one without
(`--no-supervisor`), the same release binary. The guard needs a supervisor's handover, which
callgrind cannot follow through the supervisor's exec of /proc/self/exe: this script hands the
listening socket and a crash record over itself, as `Supervisor` does, and runs the server
process under callgrind. Each page is asked for 50 times to warm up, the counters are zeroed,
the page is asked for COUNT times on one keep-alive connection, and the counters are dumped.

Usage: python3 Benchmarks/crash_guard.py [requests per page, default 1000]
(after `swift build -c release --product liftinglog`)
"""
import glob
import http.client
import os
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build/release/liftinglog")
# CrashRecord's size: its header, 256 in-flight slots and 64 quarantine entries of 256 bytes.
RECORD_BYTES = (1 + 256 + 64) * 256
# A session-shaped cookie that names no session: the page reads it (and notes it) as a member's
# page would, then serves a visitor.
HEADERS = {"Cookie": "session=AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB; csrf=x"}


def instructions_per_request(guarded, path, count, work):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(128)
    port = listener.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith("LIFTINGLOG_")}
    out = os.path.join(work, f"callgrind-{guarded}-{path.replace('/', '_')}")
    args = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", BINARY, "serve",
            "--db", os.path.join(work, "bench.sqlite"), "--timezone", "UTC", "--no-access-log", "--resources", ROOT]
    inherited = []
    if guarded:
        record = os.memfd_create("crash-record", 0)
        os.ftruncate(record, RECORD_BYTES)
        inherited = [record, listener.fileno()]
        env.update(LIFTINGLOG_LISTENER_FD=str(listener.fileno()), LIFTINGLOG_SUPERVISOR_PID=str(os.getpid()),
                   LIFTINGLOG_CRASH_RECORD_FD=str(record))
    else:
        listener.close()
        args += ["--no-supervisor", "--port", str(port)]
    server = subprocess.Popen(args, env=env, pass_fds=inherited, stdout=subprocess.DEVNULL,
                              stderr=open(os.path.join(work, "server.log"), "a"))
    for fd in inherited:
        os.close(fd)
    connection = None
    for _ in range(600):
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            connection.request("GET", "/healthz")
            connection.getresponse().read()
            break
        except OSError:
            time.sleep(0.2)

    def ask(times):
        for _ in range(times):
            connection.request("GET", path, headers=HEADERS)
            response = connection.getresponse()
            response.read()
            assert response.status == 200, (path, response.status)

    ask(50)
    subprocess.run(["callgrind_control", "-z", str(server.pid)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    ask(count)
    subprocess.run(["callgrind_control", "-d", str(server.pid)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    server.terminate()
    server.wait()
    total = 0
    for line in open(glob.glob(out + ".1")[0]):
        if line.startswith("summary:"):
            total = int(line.split()[1])
    return total // count


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    with tempfile.TemporaryDirectory() as work:
        print(f"instructions per request, {count} requests per page (callgrind)")
        print(f"{'page':<22} {'with the guard':>15} {'without':>10} {'difference':>11}")
        for path in ["/robots.txt", "/calculators/wilks"]:
            guarded = instructions_per_request(True, path, count, work)
            plain = instructions_per_request(False, path, count, work)
            print(f"{path:<22} {guarded:>15,} {plain:>10,} {guarded - plain:>+11,}")


if __name__ == "__main__":
    main()
