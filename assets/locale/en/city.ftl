# The city's map on the war screen: the districts, their leylines, the roads, the plan.

## The leyline levels (G-5.3).
city-leyline-none = None
city-leyline-small = Small
city-leyline-medium = Medium
city-leyline-large = Large
city-leyline-dragon-vein = Dragon Vein

## The legend along the top of the map.
city-legend-leyline = Leylines (rest bonus):
city-legend-level = { $level } +{ $bonus }
city-legend-road = road: 1
city-legend-rough = rough road: 2
city-legend-soul-eaten = soul-eaten
city-legend-you = you
city-legend-grail = the Grail

## The card of a hovered district.
city-card-leyline = Leyline: { $level }. Resting here adds { $bonus } to each recovery roll.
city-card-no-leyline = No leyline: resting here adds nothing.
city-card-grail = The Grail has appeared here.
city-card-soul-eaten = Soul-eaten: no { -soul-eating } here again.
city-card-nobody = Nobody you know of stands here.
city-card-you = { $faction } (you)
city-card-click = Click to pick it, click again to take it.

## An offered district's cost to move there.
city-cost = cost { $cost }
