/// One day of an exercise chart: its value in the display unit and where it is drawn.
public struct ChartPoint: Sendable, Equatable {
    public let date: CalendarDate
    public let value: Double
    public let x: Double
    public let y: Double
}
