import Storage

/// How many bytes the uploads waiting at import previews may take together (issue 35): a
/// stranger's sign-ups must not fill the disk with files they never confirm.
enum ImportPreviewLimit {
    static let defaultBytes = 512 << 20
    /// What `--max-import-previews` takes; 0 keeps no preview at all.
    static let range = 0...(1 << 40)

    /// `configured`, or the default: 512 MB, or a tenth of the disk's free bytes when that is
    /// less, asked at each upload as the disk fills.
    static func bytes(configured: Int?, database: Database) -> Int {
        configured ?? min(defaultBytes, database.availableBytesForPreviews() / 10)
    }
}
