import Domain

/// What can go wrong below the app, with a message for the log or the operator.
public enum StorageError: Error, Sendable, CustomStringConvertible, Equatable {
    case cannotCreateFolder(String, reason: String)
    case cannotOpen(String, reason: String)
    case database(String)
    /// A server, or a restore, holds the database's lock (`DatabaseLock`).
    case inUse(String)
    /// An account with this email exists already.
    case emailTaken
    /// The network has made as many accounts as `SignupLimit` lets it; it may again in
    /// `retryAfter` seconds.
    case tooManySignups(retryAfter: Int)
    /// A fact with the same text (in any case or spacing) exists already, with this id.
    case duplicateFact(existingID: Int64)
    /// A category of this name exists already.
    case duplicateCategory
    /// The user has an import running already; one at a time (`PendingImports`).
    case importRunning
    /// The server is stopping: the import was cancelled and undone.
    case importCancelled
    /// The file names more different exercises than `limit` (`ImportBatch.mostExercises`).
    case tooManyExercises(limit: Int)
    /// The write would give the lifter more than `limit` exercise names (`LiftNameCap`).
    case tooManyLiftNames(limit: Int)
    /// The user has no lift of that name (renaming or merging one).
    case noSuchLift
    /// Another of the user's lifts has this name already: renaming into it would be a merge.
    case liftNameTaken(String)
    /// A lift cannot be merged into itself.
    case mergeIntoItself
    /// The importer refused the file once it had read it all (most rows refused for one
    /// reason); the message is the importer's.
    case importRefused(String)
    /// The uploads waiting at import previews fill their share of the disk: none is kept
    /// until the first of them expires, in `retryAfter` seconds.
    case importPreviewsFull(retryAfter: Int)
    /// An upload for the import's preview could not be written to its file (`PreviewFiles`).
    case previewNotKept(String)

    public var description: String {
        switch self {
        case .cannotCreateFolder(let folder, let reason):
            "Cannot create the database folder \(folder): \(reason). Check the path and its permissions, or pass another --db."
        case .cannotOpen(let path, let reason):
            "Cannot open the database \(path): \(reason)"
        case .inUse(let path):
            "A Lifting Log server, or a restore, is using \(path) (it holds \(path).lock). Stop it first, or pass another --db."
        case .database(let detail):
            "Database error: \(detail)"
        case .emailTaken:
            "An account with this email already exists."
        case .tooManySignups(let seconds):
            "Too many accounts were made from this network lately; it may make another in \(seconds) seconds."
        case .duplicateFact(let id):
            "Fact \(id) already says this."
        case .duplicateCategory:
            "A category of this name already exists."
        case .importRunning:
            "An import of yours is still running. Wait until it has finished, then import this file again."
        case .importCancelled:
            "The server is restarting, so your import was stopped and nothing of it was stored. Import the file again in a minute."
        case .importRefused(let message):
            message
        case .tooManyExercises(let limit):
            "The file names more than \(NumberText.grouped(limit)) different exercises, more than anyone's history holds; nothing was imported. Check that it is a history export."
        case .tooManyLiftNames(let limit):
            "That would take your exercise names past \(NumberText.grouped(limit)), the most one lifter keeps, so nothing was saved. Use a name you have, or merge exercises on your strength history page to make room."
        case .noSuchLift:
            "You have no exercise of that name in your log. Choose one from the list."
        case .liftNameTaken(let name):
            "You have an exercise named \(name) already. To make the two one, merge this one into it."
        case .importPreviewsFull(let seconds):
            "The server is busy with other people's imports and cannot keep your file for its preview now. Try again in \(Self.minutes(seconds))."
        case .previewNotKept(let detail):
            "The upload for the import's preview was not kept: \(detail)"
        case .mergeIntoItself:
            "Choose another exercise to merge into: an exercise cannot be merged into itself."
        }
    }

    /// "a minute", "12 minutes": a wait rounded up to whole minutes.
    private static func minutes(_ seconds: Int) -> String {
        let minutes = max(1, (seconds + 59) / 60)
        return minutes == 1 ? "a minute" : "\(minutes) minutes"
    }
}
