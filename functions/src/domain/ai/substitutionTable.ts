/**
 * The offline ingredient-replacement table (000 §7 ingredient replacement, issue 12), written by the project from
 * common kitchen practice. One replacement a line:
 *   ingredient | replacement | amount of the replacement for one of the ingredient | reason
 * Both foods are keys of the nutrition table (domain/nutrition/foodTable.ts: its first English name), which names
 * them in en, he, fr and it; the reason is one of REPLACEMENT_REASONS (replacement.ts), written in the four languages.
 */
export const SUBSTITUTION_TABLE = `
all-purpose flour|whole wheat flour|1|flour
bread flour|all-purpose flour|1|flour
self-rising flour|all-purpose flour|1|flour
whole wheat flour|spelt flour|1|flour
rye flour|whole wheat flour|1|flour
spelt flour|whole wheat flour|1|flour
almond flour|all-purpose flour|0.75|flour
coconut flour|almond flour|3|flour
cornstarch|potato starch|1|thickener
potato starch|cornstarch|1|thickener
cornmeal|couscous|1|grain
rolled oats|quinoa|1|grain
breadcrumbs|rolled oats|1|crumb
baking powder|baking soda|0.25|leavening
baking soda|baking powder|3|leavening
yeast|fresh yeast|3|leavening
fresh yeast|yeast|0.33|leavening
granulated sugar|honey|0.75|sweet
brown sugar|granulated sugar|1|sweet
powdered sugar|granulated sugar|1|sweet
coconut sugar|brown sugar|1|sweet
honey|maple syrup|1|sweet
maple syrup|honey|1|sweet
agave|honey|1|sweet
molasses|date syrup|1|sweet
corn syrup|honey|1|sweet
date syrup|honey|1|sweet
chocolate chips|milk chocolate|1|chocolate
milk chocolate|chocolate chips|1|chocolate
white chocolate|milk chocolate|1|chocolate
cocoa powder|chocolate chips|1.5|chocolate
vanilla extract|vanilla sugar|2|flavour
vanilla sugar|vanilla extract|0.5|flavour
gelatin|agar|0.5|setting
butter|coconut oil|1|fat
ghee|butter|1|fat
margarine|butter|1|fat
olive oil|vegetable oil|1|fat
vegetable oil|olive oil|1|fat
coconut oil|butter|1|fat
sesame oil|olive oil|1|fat
shortening|butter|1.25|fat
mayonnaise|greek yogurt|1|creamy
milk|soy milk|1|dairy
skim milk|milk|1|dairy
buttermilk|plain yogurt|1|dairy
heavy cream|coconut cream|1|creamy
light cream|milk|1|dairy
sour cream|greek yogurt|1|creamy
creme fraiche|sour cream|1|creamy
plain yogurt|sour cream|1|creamy
greek yogurt|labneh|1|creamy
condensed milk|coconut cream|1|creamy
evaporated milk|heavy cream|1|creamy
coconut milk|heavy cream|1|creamy
coconut cream|heavy cream|1|creamy
almond milk|oat milk|1|dairy
soy milk|oat milk|1|dairy
oat milk|almond milk|1|dairy
cream cheese|labneh|1|cheese
cottage cheese|ricotta|1|cheese
ricotta|cottage cheese|1|cheese
mascarpone|cream cheese|1|cheese
mozzarella|provolone|1|cheese
cheddar|gruyere|1|cheese
parmesan|asiago|1|cheese
feta|goat cheese|1|cheese
goat cheese|feta|1|cheese
gruyere|cheddar|1|cheese
blue cheese|feta|1|cheese
halloumi|paneer|1|cheese
brie|goat cheese|1|cheese
labneh|greek yogurt|1|creamy
egg|applesauce|0.25|binder
egg yolk|egg|0.5|binder
egg white|egg|1|binder
chicken breast|turkey breast|1|meat
chicken thigh|chicken breast|1|meat
chicken wings|chicken drumsticks|1|meat
chicken drumsticks|chicken thigh|1|meat
ground chicken|ground beef|1|meat
turkey breast|chicken breast|1|meat
ground beef|ground chicken|1|meat
beef|lamb|1|meat
steak|beef|1|meat
veal|pork|1|meat
lamb|beef|1|meat
pork|chicken thigh|1|meat
ground pork|ground beef|1|meat
bacon|ham|1|meat
ham|bacon|1|meat
sausage|ground pork|1|meat
salami|ham|1|meat
salmon|trout|1|fish
smoked salmon|salmon|1|fish
tuna|salmon|1|fish
cod|tilapia fillets|1|fish
shrimp|scallops|1|fish
mussels|shrimp|1|fish
anchovies|capers|1|salty
sardines|tuna|1|fish
tofu|tempeh|1|protein
tempeh|tofu|1|protein
rice|quinoa|1|grain
brown rice|rice|1|grain
wild rice|brown rice|1|grain
quinoa|couscous|1|grain
couscous|bulgur|1|grain
bulgur|quinoa|1|grain
barley|farro|1|grain
freekeh|bulgur|1|grain
pasta|rice noodles|1|grain
rice noodles|pasta|1|grain
bread|whole wheat bread|1|bread
pita|tortilla|1|bread
tortilla|pita|1|bread
puff pastry|phyllo|1|pastry
phyllo|puff pastry|1|pastry
potato|sweet potato|1|vegetable
sweet potato|butternut squash|1|vegetable
onion|shallot|1.5|aromatic
shallot|onion|0.5|aromatic
green onions|chives|1|aromatic
leek|onion|1|aromatic
garlic|garlic powder|0.125|aromatic
ginger|ground ginger|0.25|spice
carrot|sweet potato|1|vegetable
celery|fennel|1|vegetable
tomato|canned tomatoes|1|tomato
cherry tomatoes|tomato|1|tomato
canned tomatoes|tomato|1|tomato
tomato paste|ketchup|1|tomato
bell pepper|zucchini|1|vegetable
jalapeno|cayenne|0.125|heat
cucumber|zucchini|1|vegetable
zucchini|eggplant|1|vegetable
eggplant|zucchini|1|vegetable
broccoli|cauliflower|1|vegetable
cauliflower|broccoli|1|vegetable
cabbage|kale|1|greens
kale|spinach|1|greens
spinach|swiss chard|1|greens
lettuce|arugula|1|greens
arugula|watercress|1|greens
asparagus|green beans|1|vegetable
green beans|asparagus|1|vegetable
peas|edamame|1|legume
corn|peas|1|vegetable
mushrooms|eggplant|1|vegetable
beet|carrot|1|vegetable
avocado|hummus|1|creamy
olives|capers|0.5|salty
capers|olives|2|salty
lemon|lime|1|acid
lime|lemon|1|acid
lemon juice|vinegar|0.5|acid
lemon zest|orange|1|acid
orange juice|apple juice|1|fruit
apple|pear|1|fruit
pear|apple|1|fruit
banana|applesauce|0.5|fruit
strawberries|raspberries|1|fruit
raspberries|blueberries|1|fruit
blueberries|raspberries|1|fruit
mango|peach|1|fruit
peach|mango|1|fruit
raisins|dried cranberries|1|fruit
dried cranberries|raisins|1|fruit
dates|dried figs|1|fruit
applesauce|banana|2|fruit
almonds|hazelnuts|1|nut
walnuts|pecans|1|nut
pecans|walnuts|1|nut
hazelnuts|almonds|1|nut
cashews|almonds|1|nut
pistachios|almonds|1|nut
peanuts|cashews|1|nut
pine nuts|sunflower seeds|1|nut
peanut butter|almond butter|1|nut
almond butter|peanut butter|1|nut
tahini|peanut butter|1|nut
sesame seeds|sunflower seeds|1|seed
sunflower seeds|pumpkin seeds|1|seed
chia seeds|flax seeds|1|seed
flax seeds|chia seeds|1|seed
chickpeas|black beans|1|legume
black beans|chickpeas|1|legume
lentils|split peas|1|legume
chicken broth|bouillon cube|0.5|broth
white wine|chicken broth|1|broth
beer|chicken broth|1|broth
vinegar|lemon juice|2|acid
balsamic vinegar|pomegranate molasses|0.5|acid
soy sauce|miso|0.5|salty
fish sauce|soy sauce|1|salty
worcestershire sauce|soy sauce|1|salty
hot sauce|cayenne|0.125|heat
ketchup|tomato paste|1|tomato
mustard|mustard seeds|1|spice
cinnamon|allspice|1|spice
cumin|coriander|1|spice
paprika|cayenne|0.25|spice
cayenne|paprika|4|heat
turmeric|curry powder|1|spice
nutmeg|allspice|1|spice
cloves|allspice|1|spice
cardamom|cinnamon|1|spice
basil|parsley|1|herb
parsley|cilantro|1|herb
cilantro|parsley|1|herb
mint|basil|1|herb
dill|parsley|1|herb
rosemary|dried thyme|0.33|herb
sage|dried thyme|0.33|herb
chives|green onions|1|herb
dried oregano|dried thyme|1|herb
dried thyme|dried oregano|1|herb
dried basil|dried oregano|1|herb
tarragon|dill|1|herb
za'atar|dried thyme|1|herb
sumac|lemon zest|1|acid
cream of tartar|lemon juice|2|acid
xanthan gum|cornstarch|2|thickener
arrowroot|cornstarch|1|thickener
rice flour|all-purpose flour|1|flour
chickpea flour|all-purpose flour|1|flour
buckwheat|quinoa|1|grain
millet|couscous|1|grain
farro|barley|1|grain
kefir|buttermilk|1|dairy
skyr|greek yogurt|1|creamy
paneer|halloumi|1|cheese
quark|ricotta|1|cheese
duck|chicken thigh|1|meat
crab|shrimp|1|fish
scallops|shrimp|1|fish
trout|salmon|1|fish
tilapia fillets|cod|1|fish
egg noodles|pasta|1|grain
seitan|tofu|1|protein
plantain|potato|1|vegetable
okra|green beans|1|vegetable
bok choy|swiss chard|1|greens
swiss chard|spinach|1|greens
collard greens|kale|1|greens
pomegranate molasses|balsamic vinegar|2|acid
`;
