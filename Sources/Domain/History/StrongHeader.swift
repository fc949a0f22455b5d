/// Strong's CSV header in each language the app writes it in: Strong translates the column
/// names with the app (French `Nom de l'exercice`, German `Name der Übung`), so its format
/// is found by what the columns mean. French and German are as real exports write them;
/// the others follow the app's translations of the same words, and a header that mixes
/// languages is read too, since each column is looked up in every language.
struct StrongHeader {
    let date: String
    let exercise: String
    let setOrder: String
    let weight: String
    let weightUnit: String
    let reps: [String]
    let notes: String

    static let languages: [StrongHeader] = [
        // English, and the layout of Strong 6 (`"Weight (kg)"`) built from it below.
        StrongHeader(date: "Date", exercise: "Exercise Name", setOrder: "Set Order", weight: "Weight", weightUnit: "Weight Unit",
                     reps: ["Reps"], notes: "Notes"),
        StrongHeader(date: "Date", exercise: "Nom de l'exercice", setOrder: "Ordre de la série", weight: "Poids", weightUnit: "Unité de poids",
                     reps: ["Réps", "Reps", "Répétitions"], notes: "Notes"),
        StrongHeader(date: "Datum", exercise: "Name der Übung", setOrder: "Reihenfolge festlegen", weight: "Gewicht", weightUnit: "Gewichtseinheit",
                     reps: ["Wiederh.", "Wiederholungen"], notes: "Notizen"),
        StrongHeader(date: "Fecha", exercise: "Nombre del ejercicio", setOrder: "Orden de la serie", weight: "Peso", weightUnit: "Unidad de peso",
                     reps: ["Reps", "Repeticiones", "Rep."], notes: "Notas"),
        StrongHeader(date: "Data", exercise: "Nome do exercício", setOrder: "Ordem da série", weight: "Peso", weightUnit: "Unidade de peso",
                     reps: ["Reps", "Repetições", "Rep."], notes: "Notas"),
        StrongHeader(date: "Data", exercise: "Nome dell'esercizio", setOrder: "Ordine della serie", weight: "Peso", weightUnit: "Unità di peso",
                     reps: ["Rip.", "Ripetizioni", "Reps"], notes: "Note"),
        StrongHeader(date: "Datum", exercise: "Naam oefening", setOrder: "Setvolgorde", weight: "Gewicht", weightUnit: "Gewichtseenheid",
                     reps: ["Herh.", "Herhalingen", "Reps"], notes: "Notities"),
        StrongHeader(date: "Дата", exercise: "Название упражнения", setOrder: "Порядок подходов", weight: "Вес", weightUnit: "Единица веса",
                     reps: ["Повт.", "Повторения", "Повторы"], notes: "Заметки"),
        StrongHeader(date: "Data", exercise: "Nazwa ćwiczenia", setOrder: "Kolejność serii", weight: "Ciężar", weightUnit: "Jednostka ciężaru",
                     reps: ["Powt.", "Powtórzenia"], notes: "Notatki"),
        StrongHeader(date: "Tarih", exercise: "Egzersiz Adı", setOrder: "Set Sırası", weight: "Ağırlık", weightUnit: "Ağırlık Birimi",
                     reps: ["Tekrar"], notes: "Notlar"),
        StrongHeader(date: "日付", exercise: "種目名", setOrder: "セット順", weight: "重量", weightUnit: "重量の単位",
                     reps: ["回数", "レップ数"], notes: "メモ"),
        StrongHeader(date: "日期", exercise: "动作名称", setOrder: "组序", weight: "重量", weightUnit: "重量单位",
                     reps: ["次数"], notes: "备注"),
        StrongHeader(date: "날짜", exercise: "운동 이름", setOrder: "세트 순서", weight: "무게", weightUnit: "무게 단위",
                     reps: ["횟수"], notes: "메모"),
    ]

    static func all<Value>(_ column: (StrongHeader) -> Value) -> [Value] { languages.map(column) }

    /// Each language's weight column, bare, with its unit in brackets (Strong 6 writes
    /// `"Weight (kg)"`), and the older exports' column named by the unit alone (2015–2019:
    /// `kg` or `lbs`, the unit of every row).
    static let weights: [String] = languages.flatMap { [$0.weight, $0.weight + " (kg)", $0.weight + " (lbs)", $0.weight + " (lb)"] }
        + ["kg", "lbs", "lb"]
}
