from django.urls import path

from matches import views

urlpatterns = [
    path("jobs/", views.my_jobs, name="my-jobs"),
    path("jobs/new/", views.new_job, name="job-new"),
    path("jobs/<int:job_id>/", views.job_page, name="job-page"),
]
