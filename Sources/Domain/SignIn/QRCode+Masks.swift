/// The eight data masks (§7.8.2) and the penalty that picks one (§7.8.3): a mask breaks up
/// areas and runs a scanner could mistake for the fixed patterns.
extension QRCode {
    private static func masks(_ mask: Int, _ x: Int, _ y: Int) -> Bool {
        switch mask {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        default: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }

    /// XORs the mask into every data module; applying it again takes it off.
    mutating func applyMask(_ mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunctionModule(x, y) && Self.masks(mask, x, y) { flip(x, y) }
        }
    }

    func penaltyScore() -> Int {
        var score = 0
        for line in 0..<size {
            score += linePenalty((0..<size).map { self[$0, line] })
            score += linePenalty((0..<size).map { self[line, $0] })
        }
        // N2: each 2×2 block of one colour.
        for y in 0..<size - 1 {
            for x in 0..<size - 1 where self[x, y] == self[x + 1, y] && self[x, y] == self[x, y + 1] && self[x, y] == self[x + 1, y + 1] {
                score += 3
            }
        }
        // N4: 10 for every 5% the dark share strays from 50%.
        let dark = modules.filter { $0 }.count
        let total = size * size
        score += ((abs(dark * 20 - total * 10) + total - 1) / total - 1) * 10
        return score
    }

    /// N1 (runs of five or more of one colour: 3, plus 1 for each module past five) and N3
    /// (1:1:3:1:1 dark-light-dark-light-dark with four light modules on a side: 40) along a row or column.
    private func linePenalty(_ line: [Bool]) -> Int {
        var score = 0
        var runLength = 0
        var previous: Bool?
        for module in line {
            if module == previous {
                runLength += 1
            } else {
                if runLength >= 5 { score += runLength - 2 }
                runLength = 1
                previous = module
            }
        }
        if runLength >= 5 { score += runLength - 2 }
        // The light zone around the code counts as light modules on either side.
        let padded = Array(repeating: false, count: 4) + line + Array(repeating: false, count: 4)
        let finder: [Bool] = [true, false, true, true, true, false, true]
        let quiet = [Bool](repeating: false, count: 4)
        for start in 0...(padded.count - 11) {
            let window = Array(padded[start..<start + 11])
            if Array(window[0..<7]) == finder && Array(window[7..<11]) == quiet { score += 40 }
            if Array(window[0..<4]) == quiet && Array(window[4..<11]) == finder { score += 40 }
        }
        return score
    }
}
