import Domain
import Glibc
import HTTP
import XCTest
@testable import App

/// Booking a class through the pages: places left, the waitlist and its position, a
/// cancellation that books the first waiting, a class cancelled by staff, who may do what,
/// and the private calendar feed.
final class BookingPagesTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }
    private var classID: Int64 = 0
    /// Tomorrow on the gym's clock (UTC here): inside the default seven-day window.
    private var date: CalendarDate { Self.today.adding(days: 1) }

    private static var today: CalendarDate { TimeZoneRules.utc.localDate(atUnixTime: time(nil)) }

    override func setUpWithError() throws {
        gym = try ScheduleFixture.make()
        let place = try gym.location("Downtown"), type = try gym.classType("A10")
        classID = try gym.weeklyClass(type: type, location: place, [
            "weekday": String(Weekday(date).rawValue), "first_date": Self.today.iso, "starts": "18:00", "ends": "19:00",
            "capacity": "2", "booking_opens": "7", "cancel_cutoff": "2",
        ])
    }

    override func tearDown() { TestApp.remove(gym.app) }

    private func member(_ name: String) -> TestBrowser {
        let browser = TestBrowser(app)
        browser.signUp(email: "\(name.lowercased())@example.com", first: name, last: "Tester")
        return browser
    }

    private var booking: String { "/schedule/classes/\(classID)/\(date.iso)/booking" }

    private func book(_ browser: TestBrowser) -> Response {
        browser.get("/schedule?date=\(date.iso)")
        return browser.post(booking, [])
    }

    func testTheClassFormKeepsTheBookingFieldsAndBlankMeansNoBooking() throws {
        let scheduled = try XCTUnwrap(app.database.scheduledClass(id: classID))
        XCTAssertEqual(scheduled.booking, BookingPolicy(capacity: 2, opensDays: 7, cutoffHours: 2))
        let form = gym.staff.get("/staff/classes/\(classID)").text
        XCTAssertTrue(form.contains(#"name="capacity" type="number""#) && form.contains(#"value="2""#), form)
        XCTAssertTrue(gym.staff.get("/staff/classes/new").text.contains(#"id="booking_opens" name="booking_opens" type="number" inputmode="numeric" min="0" max="365" value="7""#))
        let refused = gym.post("/staff/classes/\(classID)", [("class_type", String(scheduled.classTypeID)), ("location", String(scheduled.locationID)),
            ("coach", ""), ("weekday", "1"), ("starts", "06:00"), ("ends", "07:00"), ("first_date", "2026-03-02"), ("last_date", ""),
            ("capacity", "many"), ("booking_opens", "7"), ("cancel_cutoff", "2")], from: "/staff/classes/\(classID)")
        XCTAssertEqual(refused.status, .unprocessableContent)
        XCTAssertTrue(refused.text.contains(#"id="capacity-error">Enter the number of places"#), refused.text)
    }

    func testBookingFillsThePlacesThenTheWaitlistSaysThePosition() throws {
        let ada = gym.lifter, bea = member("Bea"), cy = member("Cy")
        let before = ada.get("/schedule?date=\(date.iso)").text
        XCTAssertTrue(before.contains(#"<strong data-places-left="2">2 places left</strong> of 2"#), before)
        XCTAssertTrue(before.contains(#"action="/schedule/classes/\#(classID)/\#(date.iso)/booking""#))
        let first = book(ada)
        XCTAssertEqual(first.status, .seeOther)
        XCTAssertEqual(first.headers["Location"], "/schedule?date=\(date.iso)&booking=booked#class-\(classID)")
        XCTAssertEqual(first.text, "You are booked.\n")
        XCTAssertEqual(book(bea).headers["Location"]?.contains("booking=booked"), true)
        let third = book(cy)
        XCTAssertEqual(third.headers["Location"], "/schedule?date=\(date.iso)&booking=waitlisted&position=1#class-\(classID)")
        // A browser sends no fragment.
        let page = cy.get(String(try XCTUnwrap(third.headers["Location"]).prefix { $0 != "#" })).text
        XCTAssertTrue(page.contains("The class is full: you are number 1 on the waitlist."), page)
        XCTAssertTrue(page.contains(#"<p class="booking__mine" data-booking="waitlisted">You are number 1 on the waitlist.</p>"#), page)
        XCTAssertTrue(page.contains(#"<strong data-places-left="0">0 places left</strong> of 2 · 1 on the waitlist"#), page)
        XCTAssertTrue(ada.get("/schedule?date=\(date.iso)").text.contains("You are booked."))
        XCTAssertEqual(book(ada).headers["Location"]?.contains("booking=booked"), true, "booking twice keeps the one place")
        XCTAssertEqual(try app.count("SELECT count(*) FROM bookings"), 3)
        XCTAssertEqual(try app.count("SELECT count(*) FROM bookings WHERE state = 'booked'"), 2)
    }

    func testCancellingBooksTheFirstWaitingWhoIsToldOnTheDashboard() throws {
        let ada = gym.lifter, bea = member("Bea"), cy = member("Cy"), di = member("Di")
        for browser in [ada, bea, cy, di] { _ = book(browser) }
        ada.get("/bookings")
        let cancelled = ada.post(booking + "/delete", [("back", "bookings")])
        XCTAssertEqual(cancelled.headers["Location"], "/bookings?booking=cancelled#class-\(classID)")
        XCTAssertTrue(cy.get("/").text.contains("A place came free in A10 on"), "the promoted member is told")
        XCTAssertFalse(di.get("/").text.contains("A place came free"))
        XCTAssertTrue(cy.get("/schedule?date=\(date.iso)").text.contains("You are booked."))
        XCTAssertTrue(di.get("/schedule?date=\(date.iso)").text.contains("You are number 1 on the waitlist."))
        ada.get("/bookings")
        XCTAssertEqual(ada.post(booking + "/delete", []).status, .conflict, "nothing left to cancel")
    }

    func testAClassCancelledByStaffCancelsItsBookingsAndTellsTheMembers() throws {
        let ada = gym.lifter, bea = member("Bea"), cy = member("Cy")
        for browser in [ada, bea, cy] { _ = book(browser) }
        XCTAssertEqual(gym.post("/staff/classes/\(classID)/cancellations", [("date", date.iso)], from: "/staff/classes/\(classID)").status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM bookings WHERE state = 'class_cancelled'"), 3)
        for browser in [ada, bea, cy] {
            XCTAssertTrue(browser.get("/").text.contains("is cancelled by the gym; your booking for it is cancelled."))
        }
        let again = book(ada)
        XCTAssertEqual(again.status, .conflict)
        XCTAssertTrue(again.text.contains(#"<p class="error" id="booking-error-\#(classID)">This class is cancelled on that date, so it cannot be booked.</p>"#),
                      "the schedule again, the reason in the cancelled class: \(again.text)")
    }

    func testDeletingAClassTellsEachMemberWithAComingPlaceAndLeavesNoBookings() throws {
        let ada = gym.lifter, bea = member("Bea"), cy = member("Cy"), di = member("Di")
        for browser in [ada, bea, cy] { _ = book(browser) }
        // A past date's booking is history: nobody is told about it.
        try app.execute("""
            INSERT INTO bookings(class_id, date, user_id, state, sequence, created_at)
            SELECT \(classID), '\(Self.today.adding(days: -6).iso)', id, 'booked', 1, 0 FROM users WHERE email = 'di@example.com'
            """)
        XCTAssertEqual(gym.post("/staff/classes/\(classID)/delete", [], from: "/staff/classes/\(classID)").headers["Location"],
                       "/staff/classes?done=deleted")
        let told = "A10 on \(DateText.long(date)) at 18:00 is cancelled by the gym; your booking for it is cancelled."
        for browser in [ada, bea, cy] {
            let dashboard = browser.get("/").text
            XCTAssertTrue(dashboard.contains(told), "booked and waitlisted members are told: \(dashboard)")
        }
        XCTAssertFalse(di.get("/").text.contains("is cancelled by the gym"), "a past booking tells nobody")
        XCTAssertEqual(try app.count("SELECT count(*) FROM gym_notices"), 3)
        XCTAssertEqual(try app.count("SELECT count(*) FROM bookings"), 0, "the class's bookings go with it")
        XCTAssertFalse(ada.get("/bookings").text.contains("A10"))
    }

    func testVisitorsAndOtherMembersCannotBookOrSeeAnothersBookings() throws {
        let visitor = TestBrowser(app)
        visitor.get("/schedule?date=\(date.iso)")
        let page = visitor.get("/schedule?date=\(date.iso)").text
        XCTAssertTrue(page.contains("Log in to book"))
        XCTAssertFalse(page.contains("/booking\""), "no booking form for a visitor")
        visitor.get("/login")
        XCTAssertEqual(visitor.post(booking, []).headers["Location"]?.hasPrefix("/login?next="), true)
        XCTAssertEqual(visitor.get("/bookings").headers["Location"]?.hasPrefix("/login?next="), true)
        _ = book(gym.lifter)
        let other = member("Bea")
        XCTAssertFalse(other.get("/bookings").text.contains("A10"), "another member's bookings are not listed")
        XCTAssertTrue(gym.lifter.get("/bookings").text.contains("A10"))
        other.get("/bookings")
        XCTAssertEqual(other.post(booking + "/delete", []).status, .conflict, "cannot cancel another's place")
        XCTAssertEqual(try app.count("SELECT count(*) FROM bookings WHERE state = 'booked'"), 1)
        XCTAssertEqual(visitor.get("/schedule/classes/999/\(date.iso)/booking").status, .methodNotAllowed)
        gym.lifter.get("/bookings")
        XCTAssertEqual(gym.lifter.post("/schedule/classes/999/\(date.iso)/booking", []).status, .notFound)
        gym.lifter.get("/bookings")
        XCTAssertEqual(gym.lifter.post("/schedule/classes/\(classID)/\(date.adding(days: 1).iso)/booking", []).status, .notFound)
    }

    func testBookingOutsideTheWindowIsRefusedWithTheReason() throws {
        let later = date.adding(days: 14)
        gym.lifter.get("/schedule?date=\(later.iso)")
        let refused = gym.lifter.post("/schedule/classes/\(classID)/\(later.iso)/booking", [])
        XCTAssertEqual(refused.status, .conflict)
        let message = "Booking for this class opens 7 days before it starts. Come back then."
        // The day's schedule again, the reason beside the class's booking part and in the summary.
        XCTAssertTrue(refused.text.contains("<h1>Schedule <span class=\"subtitle\"><time datetime=\"\(later.iso)\">"), refused.text)
        XCTAssertTrue(refused.text.contains(#"<p class="error" id="booking-error-\#(classID)">\#(message)</p>"# + "\n" + #"<div class="booking" id="class-\#(classID)">"#),
                      refused.text)
        XCTAssertTrue(refused.text.contains(##"<li><a href="#booking-error-\##(classID)">\##(message)</a></li>"##), refused.text)
        XCTAssertTrue(refused.text.contains("<title>Error: "))
        XCTAssertTrue(gym.lifter.get("/schedule?date=\(later.iso)").text.contains("Booking for this class opens 7 days before it starts."))
    }

    func testACancellationRefusedOnMyBookingsShowsThatPageWithTheReasonBesideTheBooking() throws {
        _ = book(gym.lifter)
        // Staff cancel the date while the member's list is open: their Cancel comes too late.
        gym.lifter.get("/bookings")
        try app.execute("INSERT INTO class_changes(class_id, date, kind) VALUES (\(classID), '\(date.iso)', 'cancelled')")
        let refused = gym.lifter.post(booking + "/delete", [("back", "bookings")])
        XCTAssertEqual(refused.status, .conflict)
        XCTAssertTrue(refused.text.contains("<h1>My bookings</h1>"), refused.text)
        XCTAssertTrue(refused.text.contains(#"<p class="error" id="booking-error-\#(classID)">This class is cancelled on that date, so it cannot be booked.</p>"#
                                            + "\n" + #"<form method="post" action="/schedule/classes/\#(classID)/\#(date.iso)/booking/delete">"#),
                      "beside the booking's own form: \(refused.text)")
        let other = member("Bea")
        other.get("/bookings")
        let nothing = other.post("/schedule/classes/\(classID)/\(date.adding(days: 7).iso)/booking/delete", [("back", "bookings")])
        XCTAssertEqual(nothing.status, .conflict)
        XCTAssertTrue(nothing.text.contains(#"<p class="error" id="booking-error-\#(classID)">You have no booking or waitlist place for this class to cancel.</p>"#),
                      "above the list when the booking is not in it: \(nothing.text)")
    }

    func testThePrivateFeedListsTheMembersBookingsUntilItsTokenIsRevoked() throws {
        _ = book(gym.lifter)
        gym.lifter.get("/settings")
        XCTAssertEqual(gym.lifter.post("/settings/bookings-feed", []).status, .seeOther)
        let settings = gym.lifter.get("/settings").text
        let range = try XCTUnwrap(settings.range(of: #"/bookings\.ics\?token=[A-Za-z0-9_-]+"#, options: .regularExpression))
        let feedPath = String(settings[range])
        let feed = TestBrowser(app).get(feedPath)
        XCTAssertEqual(feed.status, .ok)
        XCTAssertEqual(feed.headers["Content-Type"], "text/calendar; charset=utf-8")
        XCTAssertTrue(feed.text.contains("SUMMARY:A10"), feed.text)
        XCTAssertEqual(app.get("/bookings.ics?token=wrong").status, .notFound)
        XCTAssertEqual(app.get("/bookings.ics").status, .notFound)
        gym.lifter.get("/settings")
        XCTAssertEqual(gym.lifter.post("/settings/bookings-feed/delete", []).status, .seeOther)
        XCTAssertEqual(TestBrowser(app).get(feedPath).status, .notFound, "a revoked token gets 404")
    }
}
