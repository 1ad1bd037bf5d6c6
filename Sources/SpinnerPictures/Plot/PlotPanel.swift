import SpinnerCore
import SpinnerAnimation

/// What one panel shows of a track: lines (numbers, and each component of points, sizes, rects
/// and number lists), colour bands (colours and each colour of a list), or runs of a value that
/// does not interpolate as a number (text, paths).
public enum PlotPanel: Sendable {
    /// One line per component that changes; `constant` names the components that do not.
    case lines([PlotLine], constant: [(name: String, value: Double)])
    /// One strip per colour: the colour at each sample, held to the next.
    case bands([[Color?]])
    /// Runs of equal values; each element is the value's text, nil while the layer is hidden.
    case runs([String?])

    /// The panel for `track`, by the kind of its first presented value.
    public init(_ track: PlotTrack) {
        let kind = track.values.lazy.compactMap { $0 }.first?.kind
        switch kind {
        case .color?, .colors?:
            let lists: [[Color]?] = track.values.map { v in
                switch v {
                case .color(let c)?: [c]
                case .colors(let cs)?: cs
                default: nil
                }
            }
            let count = lists.compactMap { $0?.count }.max() ?? 0
            self = .bands((0..<count).map { i in lists.map { $0.flatMap { i < $0.count ? $0[i] : nil } } })
        case .string?, .path?:
            self = .runs(track.values.map { v in
                switch v {
                case .string(let s)?: "\"\(s)\""
                case .path(let p)?: p.svgData
                default: nil
                }
            })
        default:
            let rows = track.values.map { $0.map(PlotPanel.components) }
            let names = rows.compactMap { $0 }.max { $0.count < $1.count }?.map(\.name) ?? []
            var lines: [PlotLine] = []
            var constant: [(String, Double)] = []
            for (i, name) in names.enumerated() {
                let values = rows.map { row in row.flatMap { i < $0.count ? $0[i].value : nil } }
                let present = values.compactMap { $0 }
                if let first = present.first, present.allSatisfy({ $0 == first }) {
                    constant.append((name, first))
                } else {
                    lines.append(PlotLine(name: name, values: values))
                }
            }
            self = .lines(lines, constant: constant)
        }
    }

    /// A value's numbers with their names: "" for a plain number, x and y, width and height, an
    /// index for a list.
    static func components(_ value: AnimationValue) -> [(name: String, value: Double)] {
        switch value {
        case .number(let v): [("", v)]
        case .point(let p): [("x", p.x), ("y", p.y)]
        case .size(let s): [("width", s.width), ("height", s.height)]
        case .rect(let r): [("x", r.minX), ("y", r.minY), ("width", r.width), ("height", r.height)]
        case .numbers(let list): list.enumerated().map { ("[\($0.offset)]", $0.element) }
        default: []
        }
    }
}

/// One component of a track as numbers over the samples.
public struct PlotLine: Hashable, Sendable {
    /// "" for a plain number, else the component ("x", "height", "[2]").
    public var name: String
    /// nil where the layer is hidden or the value is not finite.
    public var values: [Double?]

    public init(name: String, values: [Double?]) {
        self.name = name
        self.values = values.map { v in v.flatMap { $0.isFinite ? $0 : nil } }
    }
}
