/// How wide a `DataTable` column is.
public enum DataTableColumnWidth: Hashable, Sendable {
    /// Exactly this many columns (at least 1).
    case fixed(Int)
    /// This share (0…1) of the width that fixed and fitted columns and the separators leave. Shares
    /// that add up to more than 1 are scaled down to share that width; a column is never narrower than
    /// its title (and the sort arrow's two cells when it is sortable).
    case fraction(Double)
    /// As wide as its widest text (the title, the sort arrow and the cells measured, see
    /// `DataTable.fitMeasurementLimit`), kept between `min` and `max` columns. When the width runs
    /// short it gives way, down to `min`, before a fraction column would go below its title.
    case fit(min: Int = 1, max: Int = .max)
}
