/// One workout entry as an account document holds it: every stored field but the row's id,
/// which belongs to the server that stored it.
///
/// Kept small (issue 23): a document holds hundreds of thousands of entries, each with a
/// creation time of its own, which as text took a heap allocation per entry; the date as
/// three `Int`s took 24 bytes. Both are kept as numbers and given out as before; so are the
/// RPE (its halves) and the session (its place in the document's `sessions`). A superset
/// group ("A") is a small string, held in place without an allocation.
public struct AccountWorkout: Sendable, Equatable {
    public let lift: String
    public let weight: Double
    public let comments: String
    /// The superset the entry was done in that day ("A").
    public let group: String?
    private let day: Int32
    private let storedReps: Int32
    private let storedSets: Int32
    /// -1 for none.
    private let sessionIndex: Int32
    public let unit: WeightUnit
    public let source: WorkoutSource
    public let kind: SetKind
    /// 0 for none.
    private let rpeHalves: UInt8
    private let created: CreatedAt

    /// A creation time as the canonical text `ISO8601Time` writes, kept as its seconds; any
    /// other text (none this server writes) kept as it is.
    private enum CreatedAt: Sendable, Equatable {
        case seconds(Int64)
        case text(String)
    }

    public init(date: CalendarDate, lift: String, weight: Double, unit: WeightUnit, reps: Int, sets: Int, comments: String,
                source: WorkoutSource, kind: SetKind = .normal, rpe: RPE? = nil, group: String? = nil, session: Int? = nil, createdAt: String) {
        day = Int32(clamping: date.daysSinceEpoch)
        self.lift = lift
        self.weight = weight
        self.unit = unit
        storedReps = Int32(clamping: reps)
        storedSets = Int32(clamping: sets)
        self.comments = comments
        self.source = source
        self.kind = kind
        rpeHalves = rpe.map { UInt8($0.halves) } ?? 0
        self.group = group
        sessionIndex = session.map { Int32(clamping: $0) } ?? -1
        let milliseconds = ISO8601Time.milliseconds(createdAt)
        created = if let milliseconds, milliseconds % 1_000 == 0, ISO8601Time.text(milliseconds: milliseconds) == createdAt {
            .seconds(milliseconds / 1_000)
        } else {
            .text(createdAt)
        }
    }

    public var date: CalendarDate { CalendarDate(daysSinceEpoch: Int(day)) }
    public var reps: Int { Int(storedReps) }
    public var sets: Int { Int(storedSets) }
    public var isWarmup: Bool { kind == .warmup }
    public var rpe: RPE? { rpeHalves == 0 ? nil : RPE(Double(rpeHalves) / 2) }
    /// The place of its session in the document's `sessions`.
    public var session: Int? { sessionIndex < 0 ? nil : Int(sessionIndex) }

    /// When it was first stored, as "2026-11-23T16:30:00Z"; moving it keeps it.
    public var createdAt: String {
        switch created {
        case .seconds(let seconds): ISO8601Time.text(milliseconds: seconds * 1_000)
        case .text(let text): text
        }
    }
}
