/// What a row's set-type cell says it is.
enum SetTypeCell: Equatable {
    case working
    case warmup
    /// Strong's rest-timer rows, which record a rest between sets.
    case notASet
}
