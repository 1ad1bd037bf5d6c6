import SpinnerAnimation
import SpinnerValues

/// A plot's samples, taken exactly as `values` takes them (`ValueSampling.layers` and the arc
/// ends), at evenly spaced times plus both sides of every timing mark, so corners are sharp.
public enum PlotSampling {
    /// Evenly spaced `duration · i / samples` for i in 0...samples, and each mark's time and
    /// the Double just before it, sorted and without repeats.
    public static func times(duration: Double, samples: Int, marks: [TimingMark]) -> [Double] {
        var times = Set((0...samples).map { duration * Double($0) / Double(samples) })
        for mark in marks {
            times.insert(mark.time)
            if mark.time.nextDown >= 0 { times.insert(mark.time.nextDown) }
        }
        return times.sorted()
    }

    /// The plot's input: every presented property (and arc end) of every layer at `times`, one
    /// track a layer and property, in the order they first appear.
    public static func input(_ scene: Scene, title: String, duration: Double, samples: Int, marks: [TimingMark]) -> TimingPlotInput {
        let times = self.times(duration: duration, samples: samples, marks: marks)
        var order: [PlotKey] = []
        var columns: [PlotKey: [AnimationValue?]] = [:]
        for (i, t) in times.enumerated() {
            for (path, layer) in ValueSampling.layers(scene, at: t) {
                // One panel a property: an alias (`transform.rotation`) is plotted under the name
                // Core Animation gives its property (`transform.rotation.z`), once.
                var named: [String: AnimationValue] = [:]
                // A matrix has no line to draw: its parts (`transform.rotation.y`, ...) are plotted.
                for (key, value) in layer.values.values where (named[key.canonical.rawValue] == nil || key == key.canonical)
                    && value.kind != .transform {
                    named[key.canonical.rawValue] = value
                }
                var row = named.map { (PlotKey(layer: path, key: $0.key), $0.value) }.sorted { $0.0.key < $1.0.key }
                if let arc = ArcEnds(layer) {
                    row += [(PlotKey(layer: path, key: "arc.tailAngle"), .number(arc.tail)),
                            (PlotKey(layer: path, key: "arc.headAngle"), .number(arc.head))]
                }
                for (key, value) in row {
                    if columns[key] == nil {
                        order.append(key)
                        columns[key] = Array(repeating: nil, count: times.count)
                    }
                    columns[key]![i] = value
                }
            }
        }
        let tracks = order.map { PlotTrack(layer: $0.layer, key: $0.key, values: columns[$0]!) }
        return TimingPlotInput(title: title, duration: duration, times: times, evenSamples: samples + 1, tracks: tracks, marks: marks)
    }

    struct PlotKey: Hashable {
        let layer: String
        let key: String
    }
}
