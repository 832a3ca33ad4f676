import ReCurses

/// "Views and widgets", charts and logs: a connection whose props hold a series, bars and a log.
@MainActor
final class ReadmeChartsContext {
    struct Props: Equatable {
        var requestsPerSecond: [Double] = []
        var latencies: [BarChart.Bar] = []
        var accessLog: [String] = []
    }

    struct Actions {}

    let connection: Connection<AppState, Props, Actions>

    init() {
        connection = Connection(
            store: store, mapStateToProps: { _ in Props() }, mapDispatchToActions: { _ in Actions() })
    }
}
