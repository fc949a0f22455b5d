/// What saving or deleting a named schedule row (a location, a class type) came to, for the
/// page to say so next to the field.
public enum ScheduleChange: Sendable, Equatable {
    case saved(id: Int64)
    /// Another row has this name (names are unique without regard to case).
    case nameTaken
    /// Classes still use the row: move or delete them first.
    case inUse(classes: Int)
    case notFound
    case deleted
}
