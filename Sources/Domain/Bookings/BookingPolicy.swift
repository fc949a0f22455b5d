/// How a class takes bookings, set by staff on the class form: how many places, how many days
/// ahead booking opens, and how many hours before the start a cancellation stops being on time.
public struct BookingPolicy: Sendable, Equatable {
    public let capacity: Int
    public let opensDays: Int
    public let cutoffHours: Int

    public static let capacities = 1...1_000
    /// A year ahead at most: the schedule's pages look no further.
    public static let openingDays = 0...365
    /// A week at most: a later cut-off would make every cancellation late.
    public static let cutoffs = 0...168
    public static let defaultOpensDays = 7
    public static let defaultCutoffHours = 2

    public init(capacity: Int, opensDays: Int = defaultOpensDays, cutoffHours: Int = defaultCutoffHours) {
        self.capacity = capacity
        self.opensDays = opensDays
        self.cutoffHours = cutoffHours
    }

    /// The three fields of the class form: a blank capacity is a class without booking
    /// (`.some(nil)`, as before booking existed); blank days and hours take the defaults. nil
    /// when a field is refused, its message appended to `errors`.
    public static func parse(capacity: String?, opensDays: String?, cutoffHours: String?,
                             errors: inout [FieldError]) -> BookingPolicy?? {
        let capacityText = String((capacity ?? "").trimmingSpaces())
        let opensText = String((opensDays ?? "").trimmingSpaces()), cutoffText = String((cutoffHours ?? "").trimmingSpaces())
        let places = capacityText.isEmpty ? nil : BoundedNumber.integer(capacityText, in: capacities)
        if !capacityText.isEmpty && places == nil {
            errors.append(FieldError(field: "capacity", message: "Enter the number of places as a whole number from 1 to 1000, or leave it empty for a class without booking."))
        }
        let opens = opensText.isEmpty ? defaultOpensDays : BoundedNumber.integer(opensText, in: openingDays)
        if opens == nil { errors.append(FieldError(field: "booking_opens", message: "Enter how many days before the class booking opens, from 0 to 365.")) }
        let cutoff = cutoffText.isEmpty ? defaultCutoffHours : BoundedNumber.integer(cutoffText, in: cutoffs)
        if cutoff == nil { errors.append(FieldError(field: "cancel_cutoff", message: "Enter the cancellation cut-off in hours before the class, from 0 to 168.")) }
        guard let opens, let cutoff, capacityText.isEmpty || places != nil else { return nil }
        return .some(places.map { BookingPolicy(capacity: $0, opensDays: opens, cutoffHours: cutoff) })
    }
}
