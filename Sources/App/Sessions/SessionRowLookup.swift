import Domain
import HTTP

/// The row a posted set names: by `row` (the page's forms send it), else by `exercise` (the
/// block's id, or the lift's name) and `set` (1-based), or without `set` the block's first row
/// not done yet; a client id a row was ticked with names that row. A set numbered past the
/// block's rows, or whose row was ticked with another client id, names none: it is a row the
/// page added on the phone without a connection ("Add a set"), which the server adds when the
/// tick arrives, however the ticks of two such rows came in.
struct SessionRowLookup {
    let form: FormData
    let maxRows: Int

    func rowID(in blocks: [SessionBlock]) -> Int64? {
        if let id = RowID.parse(form["row"]), blocks.contains(where: { $0.rows.contains { $0.id == id } }) { return id }
        // A retry of a tick that got in (its answer lost) is that row's, not the next row's.
        if let clientID = form["client_id"].flatMap(ClientID.init),
           let retried = blocks.lazy.flatMap(\.rows).first(where: { $0.clientID == clientID.description }) { return retried.id }
        guard let block = block(in: blocks) else { return nil }
        guard let set = form["set"], !set.isEmpty else { return block.rows.first { !$0.isDone }?.id }
        guard let number = BoundedNumber.integer(set, in: 1...maxRows), block.rows.indices.contains(number - 1) else { return nil }
        let row = block.rows[number - 1]
        // No row has the posted client id (above): a done row is another set's.
        if row.isDone, form["client_id"].flatMap(ClientID.init) != nil { return nil }
        return row.id
    }

    /// The block by its id, or by its lift's key, so "back squat" finds "Back Squat".
    func block(in blocks: [SessionBlock]) -> SessionBlock? {
        guard let lift = form["exercise"], !lift.isEmpty else { return nil }
        if let id = RowID.parse(lift), let block = blocks.first(where: { $0.id == id }) { return block }
        let key = LiftName.key(lift)
        return blocks.first { LiftName.key($0.lift) == key }
    }
}
