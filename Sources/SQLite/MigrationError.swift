/// Why the schema could not be brought up to date.
public enum MigrationError: Error, CustomStringConvertible, Sendable {
    /// The migration's script or its version row failed; none of it was kept.
    case failed(version: Int, name: String, underlying: SQLiteError)
    /// The file has migrations this build does not know, so its code may misread the data.
    case newerSchema(found: Int, known: Int)

    public var description: String {
        switch self {
        case let .failed(version, name, underlying):
            "Migration \(version) \"\(name)\" failed and was rolled back: \(underlying)"
        case let .newerSchema(found, known):
            "This database was written by a newer version of Lifting Log (schema \(found), this build knows \(known)). "
                + "Upgrade Lifting Log or use another --db file."
        }
    }
}
