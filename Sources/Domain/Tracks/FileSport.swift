/// What a track file says its activity was: a FIT file's `sport` and `sub_sport`, a TCX
/// activity's `Sport` attribute, a GPX track's `type`, a Strava `activities.csv` type. The
/// upload form's "as in the file" takes it, so an indoor ride is not called a run.
public struct FileSport: Sendable, Equatable {
    public let kind: TrackKind
    /// On a trainer, a treadmill or in a virtual world: the page draws no map of it.
    public let indoor: Bool

    public init(kind: TrackKind, indoor: Bool = false) {
        self.kind = kind
        self.indoor = indoor
    }

    /// From words as apps write them: "Running", "Biking", "VirtualRide", "indoor_cycling",
    /// "Trail Run", "E-Bike Ride", and Strava's GPX numbers (1 ride, 4 hike, 9 run, 10 walk).
    /// Nil for text without a word (nothing said); `other` for a sport of none of the kinds.
    public init?(named text: String) {
        switch text.trimmingSpaces() {
        case "1": self.init(kind: .ride)
        case "4": self.init(kind: .hike)
        case "9": self.init(kind: .run)
        case "10": self.init(kind: .walk)
        default:
            let words = Self.words(text)
            guard !words.isEmpty else { return nil }
            let has = { (stems: [String]) in words.contains { word in stems.contains { word.hasPrefix($0) } } }
            let kind: TrackKind = if has(["run", "treadmill", "jog"]) { .run }
                else if has(["ride", "bik", "cycl", "handcycle", "velomobile", "spin"]) { .ride }
                else if has(["walk"]) { .walk }
                else if has(["hik"]) { .hike }
                else { .other }
            self.init(kind: kind, indoor: has(["indoor", "virtual", "treadmill", "trainer", "spin", "zwift"]))
        }
    }

    /// Lower-case words, split at anything but a letter and where "VirtualRide" turns upper-case.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var previousLower = false
        for character in text.prefix(200) {
            if character.isLetter {
                if character.isUppercase && previousLower { words.append(word); word = "" }
                word.append(contentsOf: character.lowercased())
                previousLower = character.isLowercase
            } else {
                if !word.isEmpty { words.append(word) }
                word = ""
                previousLower = false
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The FIT profile's `sport` (1 running, 2 cycling, 4 fitness equipment, 11 walking,
    /// 17 hiking; 0 generic says nothing) and `sub_sport` (treadmill, spin, indoor cycling,
    /// rowing, walking and running, virtual activity are indoors). Nil for generic or none.
    init?(fitSport sport: UInt32?, subSport: UInt32?) {
        let indoor = sport == 4 || subSport.map(Self.indoorSubSports.contains) == true
        switch sport {
        case 1: self.init(kind: .run, indoor: indoor)
        case 2: self.init(kind: .ride, indoor: indoor)
        case 11: self.init(kind: .walk, indoor: indoor)
        case 17: self.init(kind: .hike, indoor: indoor)
        case nil, 0, 3: return nil
        default: self.init(kind: .other, indoor: indoor)
        }
    }

    /// treadmill 1, spin 5, indoor_cycling 6, indoor_rowing 14, elliptical 15,
    /// stair_climbing 16, indoor_skiing 25, indoor_walking 27, indoor_running 45, virtual_activity 58.
    private static let indoorSubSports: Set<UInt32> = [1, 5, 6, 14, 15, 16, 25, 27, 45, 58]

    /// "Ride", "Indoor ride".
    public var label: String {
        indoor ? "Indoor " + kind.label.lowercased() : kind.label
    }
}
