from rest_framework.routers import SimpleRouter

from matches.api import JobViewSet

router = SimpleRouter()
router.register("jobs", JobViewSet, basename="job")
urlpatterns = router.urls
