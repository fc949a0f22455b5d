/// The body log as CSV (RFC 4180, CRLF line ends): one row per weigh-in and per measurement,
/// oldest first, with the exact numbers stored (`WorkoutCSV.weight`), so nothing is cut.
public enum BodyCSV {
    public static let header = "taken_at,kind,name,value,unit,body_fat,source\r\n"

    public static func write(weighIns: [WeighIn], measurements: [BodyMeasurement]) -> String {
        var rows: [(LocalTime, Int, String)] = []
        for weighIn in weighIns {
            rows.append((weighIn.takenAt, rows.count, [weighIn.takenAt.text, "weight", "", WorkoutCSV.weight(weighIn.weight), weighIn.unit.rawValue,
                                                        weighIn.bodyFat.map(WorkoutCSV.weight) ?? "", weighIn.source.rawValue].joined(separator: ",")))
        }
        for measurement in measurements {
            rows.append((measurement.takenAt, rows.count, [measurement.takenAt.text, "measurement", WorkoutCSV.text(measurement.name),
                                                            WorkoutCSV.weight(measurement.value), measurement.unit.rawValue, "", ""].joined(separator: ",")))
        }
        rows.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        return header + rows.map { $0.2 + "\r\n" }.joined()
    }
}
