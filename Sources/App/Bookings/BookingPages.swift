import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// Booking a place in a class (or a place on its waitlist), cancelling it, the member's list
/// of coming bookings, and the same as a private calendar feed.
struct BookingPages: Sendable {
    let services: Services

    /// How far back `/bookings` lists the classes a member attended.
    static let attendedDays = 365

    func book(_ visit: Visit, user: User) throws -> Response {
        let occurrence = try self.occurrence(visit)
        let now = services.clock.now()
        if case .failure(let refusal) = open(occurrence, unless: { $0.bookingRefusal(at: now) }) {
            return try refused(visit, user: user, occurrence, refusal)
        }
        guard let outcome = try services.database.book(classID: occurrence.scheduledClass.id, date: occurrence.date, userID: user.id,
                                                        now: now) else { return try refused(visit, user: user, occurrence, .noBooking) }
        let answer = switch outcome {
        case .booked: "booking=booked"
        case .waitlisted(let position): "booking=waitlisted&position=\(position)"
        }
        return Self.answer(to: "/schedule?date=\(occurrence.date.iso)&\(answer)#class-\(occurrence.scheduledClass.id)", outcome.message)
    }

    func cancel(_ visit: Visit, user: User) throws -> Response {
        let occurrence = try self.occurrence(visit)
        let now = services.clock.now()
        let window: BookingWindow
        switch open(occurrence, unless: { $0.cancellationRefusal(at: now) }) {
        case .failure(let refusal): return try refused(visit, user: user, occurrence, refusal)
        case .success(let open): window = open
        }
        let scheduled = occurrence.scheduledClass
        let notice = "A place came free in \(scheduled.classType) on \(DateText.long(occurrence.date)) at \(occurrence.starts.text): you are booked."
        let late = window.isLate(now)
        guard try services.database.cancelBooking(classID: scheduled.id, date: occurrence.date, userID: user.id, late: late, now: now,
                                                  promotedNotice: notice) else { return try refused(visit, user: user, occurrence, .nothingToCancel) }
        let back = visit.form["back"] == "bookings" ? "/bookings?" : "/schedule?date=\(occurrence.date.iso)&"
        return Self.answer(to: back + "booking=\(late ? "late" : "cancelled")#class-\(scheduled.id)",
                           late ? "Cancelled, after the cut-off: counted as a late cancellation." : "Cancelled.")
    }

    func list(_ visit: Visit, user: User) throws -> Response {
        try listPage(visit, user: user)
    }

    /// `/bookings`, with `refused` said next to that booking's form (status 409) after a
    /// cancellation from this page was refused.
    private func listPage(_ visit: Visit, user: User, refused: (occurrence: ClassOccurrence, refusal: BookingRefusal)? = nil) throws -> Response {
        let today = services.today(for: user)
        let coming = try services.database.memberBookings(userID: user.id, from: today)
        let attended = try services.database.memberBookings(userID: user.id, from: today.adding(days: -Self.attendedDays), states: [.booked, .waitlisted])
            .filter { $0.checkedIn == .present && $0.date <= today }.reversed()
        let notice = switch visit.request.queryItems["booking"] {
        case "cancelled": "Cancelled."
        case "late": "Cancelled, after the cut-off: counted as a late cancellation."
        default: ""
        }
        var context: [String: TemplateValue] = [
            "title": "My bookings", "notice": .string(notice),
            "bookings": .list(try coming.compactMap { booking in
                guard var value = try bookingValue(booking) else { return nil }
                if let refused, refused.occurrence.scheduledClass.id == booking.classID, refused.occurrence.date == booking.date {
                    value["booking_error"] = .string(refused.refusal.message)
                }
                return .dictionary(value)
            }),
            "attended": .list(try attended.compactMap { try bookingValue($0).map(TemplateValue.dictionary) }),
        ]
        if let refused {
            // Beside the booking's row, or above the list when it is not listed (any more).
            if !coming.contains(where: { $0.classID == refused.occurrence.scheduledClass.id && $0.date == refused.occurrence.date }) {
                context["refused_above"] = ["id": .string(String(refused.occurrence.scheduledClass.id)), "message": .string(refused.refusal.message)]
            }
            context["error_summary"] = Self.refusalSummary(refused.occurrence, refused.refusal)
        }
        return try services.pages.render("bookings/list", context, visit: visit, status: refused == nil ? .ok : .conflict)
    }

    /// The member's coming bookings and waitlist places for a calendar app; the address's
    /// token is the only key, so a revoked or unknown one gets 404 like a page that is not there.
    func feed(_ visit: Visit) throws -> Response {
        guard let token = visit.request.queryItems["token"], !token.isEmpty, token.utf8.count <= 100,
              let userID = try services.database.userID(forFeedToken: token) else {
            throw HTTPError(.notFound, "There is no bookings feed at this address; it may have been revoked. Copy the new address from your settings.")
        }
        let today = services.today()
        var writer = ICalendarWriter(name: "My class bookings", stamp: services.clock.now())
        for booking in try services.database.memberBookings(userID: userID, from: today) {
            guard let occurrence = try services.occurrence(classID: booking.classID, on: booking.date) else { continue }
            let zone = services.gymTimeZone, scheduled = occurrence.scheduledClass
            let waiting = booking.position.map { "Waitlist #\($0): " } ?? ""
            writer.add(CalendarEvent(uid: "booking-" + occurrence.uid, start: zone.unixTime(forLocal: occurrence.date, hour: occurrence.starts.hour, minute: occurrence.starts.minute),
                                     end: zone.unixTime(forLocal: occurrence.date, hour: occurrence.ends.hour, minute: occurrence.ends.minute),
                                     summary: waiting + scheduled.classType, location: scheduled.location,
                                     description: scheduled.coach.isEmpty ? "" : "Coach: " + scheduled.coach, isCancelled: false))
        }
        // Private: a shared cache must not keep one member's bookings.
        return Response(status: .ok, headers: [
            "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": "inline; filename=\"bookings.ics\"",
            "Cache-Control": "private, max-age=300",
        ], body: writer.finish())
    }

    // MARK: Helpers

    /// The class and date the path names.
    private func occurrence(_ visit: Visit) throws -> ClassOccurrence {
        guard let id = visit.pathID, let date = CalendarDate(iso: visit.request.parameters["date"] ?? ""), ScheduleRules.dates.contains(date),
              let occurrence = try services.occurrence(classID: id, on: date) else {
            throw HTTPError(.notFound, "That class does not take place on that date. Open the schedule and pick a class from it.")
        }
        return occurrence
    }

    /// The occurrence's booking times, when it takes bookings, is not cancelled, and `closed`
    /// (the window's rule for booking, or for cancelling) does not refuse.
    private func open(_ occurrence: ClassOccurrence, unless closed: (BookingWindow) -> BookingRefusal?) -> Result<BookingWindow, BookingRefusal> {
        guard let policy = occurrence.scheduledClass.booking else { return .failure(.noBooking) }
        guard !occurrence.isCancelled else { return .failure(.cancelled) }
        let window = BookingWindow(policy: policy, starts: services.startTime(of: occurrence))
        return closed(window).map { .failure($0) } ?? .success(window)
    }

    /// The page the member pressed the button on, again, with the reason next to that class's
    /// form: 409, as the class's state (its window, a cancellation, the member's own place)
    /// is what refuses, not anything they typed.
    private func refused(_ visit: Visit, user: User, _ occurrence: ClassOccurrence, _ refusal: BookingRefusal) throws -> Response {
        if visit.form["back"] == "bookings" { return try listPage(visit, user: user, refused: (occurrence, refusal)) }
        return try SchedulePages(services: services).refusedBooking(visit, occurrence: occurrence, message: refusal.message,
                                                                    summary: Self.refusalSummary(occurrence, refusal))
    }

    /// The error summary's one line, linking to the message beside the class's form.
    private static func refusalSummary(_ occurrence: ClassOccurrence, _ refusal: BookingRefusal) -> TemplateValue {
        FieldErrors([FieldError(field: "booking-error-\(occurrence.scheduledClass.id)", message: refusal.message)]).summaryValue
    }

    /// Post/redirect/get, the answer also in the redirect's body for a client that reads it.
    private static func answer(to location: String, _ message: String) -> Response {
        Response(status: .seeOther, headers: ["Location": location, "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8"],
                 body: Array((message + "\n").utf8))
    }

    private func bookingValue(_ booking: MemberBooking) throws -> [String: TemplateValue]? {
        guard let occurrence = try services.occurrence(classID: booking.classID, on: booking.date) else { return nil }
        var value = SchedulePages.occurrenceValue(occurrence, wod: nil)
        value["label"] = .string(DateText.long(booking.date))
        value["waitlisted"] = .bool(booking.state == .waitlisted)
        value["position"] = .string(booking.position.map(String.init) ?? "")
        return value
    }
}
