/// One class type's workout of one day with how it is scored: a "part" of the day, numbered
/// from 1 in the order `/wod` shows the day's workouts (by class type name).
public struct WODPart: Sendable, Equatable {
    public let date: CalendarDate
    public let number: Int
    public let classTypeID: Int64
    public let classType: String
    public let lines: [String]
    public let scoring: PartScoring

    public init(date: CalendarDate, number: Int, classTypeID: Int64, classType: String, lines: [String], scoring: PartScoring) {
        self.date = date
        self.number = number
        self.classTypeID = classTypeID
        self.classType = classType
        self.lines = lines
        self.scoring = scoring
    }
}
