/// Month names as exports write them in the languages the apps are translated into: Hevy
/// writes its dates with the app's language ("5 Mai 2026, 07:34" in Portuguese, "12 Okt 2024"
/// in German), so a date is read with every language's names at once. No spelling means two
/// different months in two languages, so the language need not be known first.
enum MonthNames {
    /// Each month's spellings, lowercased and without a trailing period: English, Portuguese,
    /// Spanish, French, German, Italian, Dutch, Russian (nominative, genitive and short),
    /// Polish and Turkish, abbreviated and in full.
    static let spellings: [[String]] = [
        ["jan", "january", "janeiro", "ene", "enero", "janv", "janvier", "januar", "jän", "jänner", "gen", "gennaio", "januari",
         "янв", "январь", "января", "sty", "styczeń", "stycznia", "oca", "ocak"],
        ["feb", "february", "fev", "fevereiro", "febrero", "févr", "fevr", "février", "februar", "febbraio", "februari",
         "фев", "февр", "февраль", "февраля", "lut", "luty", "lutego", "şub", "şubat"],
        ["mar", "march", "março", "marzo", "mars", "mär", "märz", "mrz", "maart", "mrt", "мар", "март", "марта", "marzec", "marca", "mart"],
        ["apr", "april", "abr", "abril", "avr", "avril", "aprile", "апр", "апрель", "апреля", "kwi", "kwiecień", "kwietnia", "nis", "nisan"],
        ["may", "mai", "maio", "mayo", "mag", "maggio", "mei", "май", "мая", "maj", "maja", "mayıs"],
        ["jun", "june", "junho", "junio", "juin", "juni", "giu", "giugno", "июн", "июнь", "июня", "cze", "czerwiec", "czerwca", "haz", "haziran"],
        ["jul", "july", "julho", "julio", "juil", "juillet", "juli", "lug", "luglio", "июл", "июль", "июля", "lip", "lipiec", "lipca", "tem", "temmuz"],
        ["aug", "august", "ago", "agosto", "août", "aout", "augustus", "авг", "август", "августа", "sie", "sierpień", "sierpnia", "ağu", "ağustos"],
        ["sep", "sept", "september", "set", "setembro", "septiembre", "setiembre", "septembre", "settembre", "сен", "сент", "сентябрь",
         "сентября", "wrz", "wrzesień", "września", "eyl", "eylül"],
        ["oct", "october", "out", "outubro", "octubre", "octobre", "okt", "oktober", "ott", "ottobre", "окт", "октябрь", "октября",
         "paź", "październik", "października", "eki", "ekim"],
        ["nov", "november", "novembro", "noviembre", "novembre", "ноя", "нояб", "ноябрь", "ноября", "lis", "listopad", "listopada", "kas", "kasım"],
        ["dec", "december", "dez", "dezembro", "dic", "diciembre", "déc", "décembre", "dezember", "dicembre", "дек", "декабрь", "декабря",
         "gru", "grudzień", "grudnia", "ara", "aralık"],
    ]

    private static let numbers: [String: Int] = {
        var numbers: [String: Int] = [:]
        for (index, names) in spellings.enumerated() {
            for name in names { numbers[name] = index + 1 }
        }
        return numbers
    }()

    /// Words a date may hold between its day, month and year: Spanish and Portuguese
    /// "5 de mayo de 2026", Italian "5 di maggio".
    static let joiningWords: Set<String> = ["de", "del", "di", "du"]

    /// 1–12 for a month's name in any of the languages, in any letter case, with or without
    /// a period after it ("janv.", "Okt."); nil for anything else.
    static func month(_ word: ArraySlice<UInt8>) -> Int? {
        var word = word
        if word.last == UInt8(ascii: ".") { word = word.dropLast() }
        guard (3...20).contains(word.count) else { return nil }
        return numbers[String(decoding: word, as: UTF8.self).lowercased()]
    }

    static func isJoiningWord(_ word: ArraySlice<UInt8>) -> Bool {
        word.count <= 3 && joiningWords.contains(String(decoding: word, as: UTF8.self).lowercased())
    }
}
