/// Strava's bulk export lists its activities in `activities.csv` at the archive's root: each
/// one's name and type beside the file that holds its track (`activities/123.gpx.gz`). A route
/// read from such an archive takes its activity's name as its title and its type as its kind,
/// rather than the file's number and the kind chosen on the form for the whole archive.
///
/// Only the three columns are read, found by their English headers as Strava writes them; a
/// list without them (another app's CSV, a header in another language) lists nothing, and the
/// routes are named as without it. The file is a help, never a reason to refuse the archive.
public struct ActivityList: Sendable, Equatable {
    /// What the list says of one activity; `sport` is nil for a blank type.
    public struct Activity: Sendable, Equatable {
        public let name: String
        public let sport: FileSport?

        public init(name: String, sport: FileSport?) {
            self.name = name
            self.sport = sport
        }
    }

    public static let fileName = "activities.csv"
    /// Far more than a lifetime of daily activities; rows past it are not read.
    public static let maxActivities = 100_000
    /// The list's own size when inflated: a thousand bytes an activity (Strava writes ~90
    /// columns) for more activities than `maxActivities`.
    public static let maxBytes = 128 << 20

    private var byFile: [String: Activity] = [:]

    public init() {}

    public init(csv: ArraySlice<UInt8>) {
        var reader = CSVReader(csv, separator: CSVReader.separator(guessedFrom: csv.prefix(64 << 10)))
        guard let header = reader.next(), let columns = Columns(header) else { return }
        var rows = 0
        while rows < Self.maxActivities, let record = reader.next() {
            rows += 1
            guard let file = columns.field(columns.file, of: record), !file.isEmpty else { continue }
            let name = columns.field(columns.name, of: record) ?? ""
            let sport = columns.type.flatMap { columns.field($0, of: record) }.flatMap(FileSport.init(named:))
            byFile[file] = Activity(name: name, sport: sport)
        }
    }

    public var isEmpty: Bool { byFile.isEmpty }

    /// The activity listed for an archive entry's name, as the list spells it.
    public func activity(forFile name: String) -> Activity? {
        byFile[name]
    }


    /// Where the three columns are in the header; nil without a file or a name column.
    private struct Columns {
        let file: Int
        let name: Int
        let type: Int?

        init?(_ header: CSVRecord) {
            let names = header.fields.indices.map { header.text($0).trimmingSpaces().lowercased() }
            // Strava repeats some headers ("Elapsed Time", "Distance"): the first is taken.
            guard let file = names.firstIndex(of: "filename"), let name = names.firstIndex(of: "activity name") else { return nil }
            self.file = file
            self.name = name
            type = names.firstIndex(of: "activity type")
        }

        func field(_ index: Int, of record: CSVRecord) -> String? {
            index < record.count ? String(record.text(index).trimmingSpaces()) : nil
        }
    }
}
