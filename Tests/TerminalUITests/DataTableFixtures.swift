import ReCursesTesting

@testable import TerminalUICore
@testable import TerminalWidgets

/// A row of the data-table tests: a city, its country and population (thousands).
struct City: Identifiable, Equatable {
    let id: Int
    let name: String
    let country: String
    let population: Int
}

/// Six cities in three sortable columns, and tables of them in view drivers.
@MainActor
enum Cities {
    static let all = [
        City(id: 1, name: "Tokyo", country: "Japan", population: 37_400),
        City(id: 2, name: "Delhi", country: "India", population: 28_500),
        City(id: 3, name: "Shanghai", country: "China", population: 25_600),
        City(id: 4, name: "São Paulo", country: "Brazil", population: 21_600),
        City(id: 5, name: "Mexico City", country: "Mexico", population: 21_500),
        City(id: 6, name: "Cairo", country: "Egypt", population: 20_000),
    ]

    /// City (fitted), Country (fitted), Pop (6 columns, right-aligned); all sortable.
    static var columns: [DataTableColumn<City>] {
        [
            DataTableColumn("City", width: .fit(max: 12), text: \.name).sortable(by: \.name),
            DataTableColumn("Country", text: \.country).sortable(by: \.country),
            DataTableColumn("Pop", width: .fixed(6), alignment: .trailing) { "\($0.population)" }
                .sortable(by: \.population),
        ]
    }

    /// A table of `rows` shown alone in a driver of `width` × `height`.
    static func table(
        _ rows: [City] = all, width: Int = 34, height: Int = 5
    ) -> (DataTable<City>, ViewDriver<DataTable<City>>) {
        let table = DataTable(columns: columns, rows: rows)
        return (table, ViewDriver(table, size: Size(width: width, height: height)))
    }

    /// `count` numbered cities ("City 1"…), for long tables.
    static func numbered(_ count: Int) -> [City] {
        (0..<count).map { City(id: $0, name: "City \($0)", country: "C\($0 % 7)", population: $0 % 1_000) }
    }
}
