import Domain
import Glibc
import HTTP
import Pages
import Templates

/// The dashboard (or, logged out, the landing page) and the health check.
struct HomePages: Sendable {
    let services: Services

    /// How long the dashboard shows a notice about the member's bookings.
    static let noticeSeconds = 14 * 86_400

    /// A lifter's dashboard: one button to log, this week's training days, the last workout
    /// in short, recent PRs and the gym's next class today.
    func showHome(_ visit: Visit) throws -> Response {
        guard let user = visit.user else { return try services.pages.render("home", visit: visit) }
        guard !user.passwordIsTemporary else { return Access.choosePasswordFirst }
        let today = services.today(for: user)
        var context: [String: TemplateValue] = [
            "title": "Dashboard", "first_name": .string(user.firstName), "today": .string(today.iso),
            "week": try week(of: today, user: user), "open_session": try SessionPages.openSessionValue(services, user: user),
            "records": .list(try services.database.recentRecords(userID: user.id, limit: 5).map { record in
                ["lift": .string(record.lift), "slug": .string(record.slug), "date": .string(record.record.date.iso),
                 "label": .string(DateText.short(record.record.date)),
                 "weight": .string(NumberText.plain(user.unit.fromKilograms(record.record.oneRepMaxKg).roundedToTenths())),
                 "unit": .string(user.unit.rawValue)]
            }),
        ]
        // A waitlist place that became a place, a class cancelled by the gym: two weeks' worth.
        context["notices"] = .list(try services.database.gymNotices(userID: user.id, since: services.clock.now() - Self.noticeSeconds, limit: 5)
            .map { .string($0.body) })
        if let last = try services.database.dayEntries(userID: user.id, liftKey: nil, limit: 1, offset: 0).first {
            context["last_workout"] = WorkoutPages.dayValue(last, unit: user.unit)
        }
        if let next = try nextClassToday() { context["next_class"] = .dictionary(SchedulePages.occurrenceValue(next, wod: nil)) }
        if let fact = try services.database.factOfTheDay(today.daysSinceEpoch) {
            context["fact"] = FactTemplateValues.fact(fact)
        }
        return try services.pages.render("dashboard", context, visit: visit)
    }

    /// Monday to Sunday of the week holding `today`, each day marked when trained.
    private func week(of today: CalendarDate, user: User) throws -> TemplateValue {
        let monday = today.adding(days: -(Weekday(today).rawValue - 1))
        let trained = Set(try services.database.trainingDates(userID: user.id, from: monday, through: monday.adding(days: 6)))
        return .list((0..<7).map { offset in
            let date = monday.adding(days: offset)
            return ["date": .string(date.iso), "name": .string(String(Weekday(date).name.prefix(3))), "day": .int(date.day),
                    "trained": .bool(trained.contains(date)), "today": .bool(date == today), "future": .bool(date > today)]
        })
    }

    /// The gym's next class today that has not started yet and is not cancelled, on the
    /// gym's clock.
    private func nextClassToday() throws -> ClassOccurrence? {
        let now = services.clock.now()
        let today = services.gymTimeZone.localDate(atUnixTime: now)
        let minutes = ((now + services.gymTimeZone.utcOffset(atUnixTime: now)) % 86_400 + 86_400) % 86_400 / 60
        return try services.database.timetable(from: today, through: today, locationID: nil)
            .occurrences(from: today, through: today)
            .first { !$0.isCancelled && $0.starts.minutesSinceMidnight >= minutes }
    }

    /// For load balancers, Docker's HEALTHCHECK and uptime monitors: 200 only when the
    /// database answers and the latest scheduled backup, if any ran, succeeded; a failed
    /// backup answers 503 naming the failure, so whoever watches the server hears of it.
    func showHealth(_ request: Request) throws -> Response {
        try services.database.ping()
        let headers: HTTPHeaders = ["Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store"]
        if let failure = services.backupStatus.latestFailure {
            let when = ISO8601Time.text(milliseconds: Int64(failure.time) * 1_000)
            return Response(status: .serviceUnavailable, headers: headers,
                            body: Array("backup failed at \(when): \(failure.message)\n".utf8))
        }
        return Response(status: .ok, headers: headers, body: Array("ok\n".utf8))
    }
}
