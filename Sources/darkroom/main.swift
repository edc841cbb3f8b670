import DarkroomCLI
import DarkroomComponents

DarkroomCLI.main(catalog: BuiltInCatalog.catalog)
