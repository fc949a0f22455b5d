-- wrk script for saves.sh: every request is a POST /workouts as a logged-in browser sends it
-- (its session cookie, its CSRF token, a form of the new-workout page), taking the lifters of
-- the file named by LIFTERS in turn, each request a different lift, weight and day and an entry
-- id of its own (client_id, as the form's script sends it; its second group is the run's start
-- time, so a later run's saves are new entries, not retries of an earlier run's). Counts the answers that are not
-- 303 See Other, by status, and prints them with p99 and max at the end.
local lifters = {}
for line in io.lines(os.getenv("LIFTERS")) do
  local cookie, token = line:match("^(%S+) (%S+)$")
  table.insert(lifters, { cookie = cookie, token = token })
end

local lifts = { "Back+Squat", "Bench+Press", "Deadlift", "Overhead+Press", "Barbell+Row", "Front+Squat", "Pull+Up" }
local threads = {}
local thread_number = 0

function setup(thread)
  thread_number = thread_number + 1
  thread:set("number", thread_number)
  table.insert(threads, thread)
end

function init(args)
  failures = 0
  statuses = ""
  counter = number * 7919
  run = os.time() % 65536
end

function request()
  counter = counter + 1
  local lifter = lifters[counter % #lifters + 1]
  -- A day of 2025 and a lift: a year of training spread over the lifters.
  local day = counter % 365
  local month, date = math.floor(day / 31) + 1, day % 28 + 1
  local body = string.format(
    "date=2025-%02d-%02d&lift=%s&weight=%d.5&unit=kg&reps=%d&sets=%d&comments=Belt+on+the+last+set%%2C+felt+strong&client_id=%08x-%04x-4000-8000-%012x&csrf_token=%s",
    month, date, lifts[counter % #lifts + 1], 60 + counter % 120, 1 + counter % 12, 1 + counter % 5, number, run, counter, lifter.token)
  return wrk.format("POST", "/workouts", {
    ["Cookie"] = "session=" .. lifter.cookie,
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["Origin"] = "http://127.0.0.1",
  }, body)
end

function response(status, headers, body)
  if status ~= 303 then
    failures = failures + 1
    statuses = statuses .. " " .. status
  end
end

function done(summary, latency, requests)
  local total, seen = 0, ""
  for _, thread in ipairs(threads) do
    total = total + thread:get("failures")
    seen = seen .. thread:get("statuses")
  end
  io.write(string.format("saves %d in %.2f s: %.0f/s   p50 %.2f ms   p99 %.2f ms   max %.2f ms   not 303: %d%s   socket errors: %d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000, total,
    total > 0 and (" (" .. seen:sub(1, 200) .. ")") or "",
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
