import Testing
import SpinnerCore
import SpinnerPresets

/// The catalogue is data: every description is whole, consistent and builds with its defaults.
@Suite struct PresetCatalogueTests {
    @Test func namesAndParametersAreUnique() {
        let names = PresetDescription.catalogue.map(\.name)
        #expect(Set(names).count == names.count, "duplicate preset names: \(names)")
        for preset in PresetDescription.catalogue {
            let options = preset.parameters.map(\.name)
            #expect(Set(options).count == options.count, "\(preset.name) repeats an option: \(options)")
            #expect(PresetDescription.named(preset.name)?.name == preset.name)
        }
    }

    /// A default's value is of its parameter's kind, so help shows what parsing would give.
    @Test func defaultsMatchTheirKinds() {
        for preset in PresetDescription.catalogue {
            for p in preset.parameters {
                guard let value = p.defaultValue else {
                    #expect(p.absence != nil, "\(preset.name) --\(p.name) has neither a default nor an absence")
                    continue
                }
                switch (p.kind, value) {
                case (.number(let r), .number(let v)):
                    #expect(r.includesMinimum ? v >= r.minimum : v > r.minimum, "\(preset.name) --\(p.name)")
                    #expect(v <= r.maximum(preset.defaultSize), "\(preset.name) --\(p.name)")
                case (.integer(let r), .integer(let v)): #expect(r.contains(v), "\(preset.name) --\(p.name)")
                case (.color, .color), (.size, .size), (.flag, .flag(false)): break
                case (.colorList(let counts), .colors(let list)): #expect(counts.contains(list.count), "\(preset.name) --\(p.name)")
                case (.choice(let names, _), .choice(let name)): #expect(names.contains(name), "\(preset.name) --\(p.name)")
                default: Issue.record("\(preset.name) --\(p.name): default \(value) is not of its kind")
                }
                #expect(p.defaultText == value.text)
            }
        }
    }

    /// With nothing given, every preset builds a tree of its default size and a positive loop.
    @Test func everyPresetBuildsFromItsDefaults() throws {
        let download = try SimulatedDownload().timeline()
        for preset in PresetDescription.catalogue {
            #expect(preset.examples.allSatisfy { $0.hasPrefix("spinnergen \(preset.name) ") }, "\(preset.name) examples")
            let input = PresetInput(values: PresetValues(defaults: preset.parameters), size: preset.defaultSize,
                                    progress: preset.showsProgress ? download : nil)
            let indicator = try preset.build(input)
            #expect(indicator.loopPeriod > 0, "\(preset.name)")
            let root = indicator.makeLayer(duration: indicator.loopPeriod)
            #expect(root.bounds.size == preset.defaultSize, "\(preset.name)")
            if let presented = preset.presentedProgress { #expect(presented(root) != nil, "\(preset.name)") }
        }
    }
}
