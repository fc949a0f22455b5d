/// Why a file cannot be read as a track. Each message names the problem and where it is,
/// so the person can fix the file or pick another.
public enum TrackError: Error, Sendable, Equatable {
    case empty
    case notATrack
    /// A JSON document that is not a list of points.
    case notAList
    case noPoints
    /// Every point of the track lacks a latitude or longitude.
    case noPositions(Int)
    case tooManyPoints
    case tooManySegments
    case point(Int, PointProblem)
    /// A JSON point left empty between two commas (the original app's sample of a broken file).
    case emptyPoint(Int, line: Int, column: Int)
    case json(JSONError)
    case xml(XMLError)
    case fit(FITError)
    /// A gzip file that does not inflate to a track file.
    case compressed(ArchiveError)

    public var message: String {
        switch self {
        case .empty: "the file is empty"
        case .notATrack: "not a GPX, TCX, FIT or JSON track"
        case .notAList: "the JSON is not a list of [latitude, longitude, heart rate] points"
        case .noPoints: "no points"
        case .noPositions(let count): "none of its \(NumberText.grouped(count)) \(count == 1 ? "point" : "points") has both a latitude and a longitude"
        case .tooManyPoints: "more than \(NumberText.grouped(TrackLimits.maxPoints)) points; split the track into shorter ones"
        case .tooManySegments: "more than \(NumberText.grouped(TrackLimits.maxSegments)) track segments; join them or split the track"
        case let .point(number, problem): problem.message(point: number)
        case let .emptyPoint(number, line, column): "point \(number) is empty (line \(line), column \(column))"
        case .json(let error): "not valid JSON: \(error)"
        case .xml(let error): "not valid GPX: \(error)"
        case .fit(let error): "not a FIT file this app can read: \(error)"
        case .compressed(let error): "the gzip file cannot be read: \(error.message)"
        }
    }
}
